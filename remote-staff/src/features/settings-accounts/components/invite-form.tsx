import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useRevalidator } from '@booking/shared/router';
import { useLocale } from '@booking/shared/stores/locale';
import { ChoiceGroup } from '@booking/shared/ui/choice-group/choice-group';
import { FieldRow } from '@booking/shared/ui/field/field-row';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { SelectField } from '@booking/shared/ui/select-field/select-field';
import { EmailField, TextField } from '@booking/shared/ui/text-field/text-field';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { UnsavedChangesGuard } from '../../../common/settings/unsaved-changes-guard';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { teamCalls } from '../api/team-calls';
import { emptyInvitation, type InviteFormValues, inviteFieldOf, inviteFormSchema } from '../domain/invite-form-values';

/**
 * Invites someone by email with a role: they get a link that sets their password (7 days,
 * once) and appear in the list as invited until they use it. An email that already has an
 * account anywhere is refused at the field; what was typed stays on every failure.
 */
export function InviteForm({ onInvited }: { onInvited: (said: ReactNode) => void }) {
  const api = useStaffApi();
  const locale = useLocale();
  const form = useKitForm(inviteFormSchema, emptyInvitation(locale));
  // No onSignedOut: an ended session is said in place, and what was typed stays.
  const submit = useSubmit({ form, fieldOf: inviteFieldOf });
  const revalidator = useRevalidator();

  async function onValid(values: InviteFormValues) {
    const outcome = await submit.send(() => teamCalls(api).invite(values));
    if (outcome?.kind !== 'done') return;
    const { name, email } = outcome.data.results.account;
    form.reset(emptyInvitation(locale));
    await revalidator.revalidate();
    onInvited(<FormattedMessage id="staff.accounts.invite.sent" values={{ name, email }} />);
  }

  return (
    <KitForm
      form={form}
      onValid={onValid}
      className="team-part team-invite"
      aria-labelledby="team-invite-title"
      heading={
        <>
          <h2 id="team-invite-title">
            <FormattedMessage id="staff.accounts.invite.title" />
          </h2>
          <p className="muted">
            <FormattedMessage id="staff.accounts.invite.lead" />
          </p>
        </>
      }
    >
      <FieldRow>
        <TextField
          id="team-invite-first-name"
          name="first_name"
          autoComplete="off"
          required
          label={<FormattedMessage id="staff.accounts.invite.firstName" />}
        />
        <TextField
          id="team-invite-last-name"
          name="last_name"
          autoComplete="off"
          required
          label={<FormattedMessage id="staff.accounts.invite.lastName" />}
        />
      </FieldRow>
      <EmailField
        id="team-invite-email"
        name="email"
        autoComplete="off"
        required
        label={<FormattedMessage id="staff.accounts.invite.email" />}
        hint={<FormattedMessage id="staff.accounts.invite.emailHint" />}
      />
      <ChoiceGroup
        id="team-invite-role"
        name="role"
        legend={<FormattedMessage id="staff.accounts.invite.role" />}
        choices={[
          {
            value: 'staff',
            label: <FormattedMessage id="staff.accounts.role.staff" />,
            detail: <FormattedMessage id="staff.accounts.role.staffDetail" />,
          },
          {
            value: 'owner',
            label: <FormattedMessage id="staff.accounts.role.owner" />,
            detail: <FormattedMessage id="staff.accounts.role.ownerDetail" />,
          },
        ]}
      />
      <SelectField
        id="team-invite-locale"
        name="locale"
        label={<FormattedMessage id="staff.accounts.invite.locale" />}
        hint={<FormattedMessage id="staff.accounts.invite.localeHint" />}
      >
        <option value="de">Deutsch</option>
        <option value="en">English</option>
      </SelectField>
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
      <button type="submit" className="button" disabled={submit.busy} aria-busy={submit.busy}>
        <FormattedMessage id={submit.busy ? 'staff.accounts.invite.sending' : 'staff.accounts.invite.submit'} />
      </button>
      <UnsavedChangesGuard dirty={form.formState.isDirty} />
    </KitForm>
  );
}
