import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useNavigate, useParams, useTypedLoaderData } from '@booking/shared/router';
import { ChoiceGroup } from '@booking/shared/ui/choice-group/choice-group';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { PhoneField } from '@booking/shared/ui/phone-field/phone-field';
import { StepFrame } from '@booking/shared/ui/step-frame/step-frame';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { EmailField, TextField } from '@booking/shared/ui/text-field/text-field';
import { FormattedMessage } from 'react-intl';
import { type ReservationContact, reservationDraftStore } from '../../../common/flow/reservation-draft';
import { stepPath } from '../../../common/flow/reservation-steps';
import { ReservationFacts } from '../../../common/reservation/reservation-facts';
import type { contactLoader } from '../api/contact-loader';
import { reservationContactSchema, SPECIAL_REQUEST_MAX } from '../domain/contact-schema';

type CountryCode = Parameters<typeof PhoneField>[0]['defaultCountry'];

/** Step 2: who is coming and how to reach them; kept in the draft when valid. */
export function ReservationContactStep() {
  const { branch } = useTypedLoaderData<typeof contactLoader>();
  const { organization = '', branch: branchSlug = '' } = useParams();
  const store = reservationDraftStore(organization, branchSlug);
  const navigate = useNavigate();
  const { draft } = store.getState();
  const saved = draft.contact;
  const form = useKitForm(
    reservationContactSchema,
    saved ?? { name: '', email: '', phone: '', special_request: '', reminder: 'email' },
  );

  function onValid(contact: ReservationContact) {
    store.getState().update({ contact });
    navigate(stepPath(organization, branchSlug, 'confirm'));
  }

  return (
    <StepFrame
      step={2}
      total={3}
      title={<FormattedMessage id="gastro.contact.title" />}
      backTo={stepPath(organization, branchSlug, 'details')}
    >
      {/* What is being reserved, above the form: the guest need not go back to check it. */}
      {draft.start && draft.partySize && (
        <ReservationFacts start={draft.start} partySize={draft.partySize} place={branch.name} />
      )}
      <KitForm form={form} onValid={onValid} className="contact-form" aria-labelledby="step-frame-title">
        <TextField
          id="guest-name"
          name="name"
          autoComplete="name"
          required
          label={<FormattedMessage id="gastro.contact.name" />}
        />
        <EmailField id="guest-email" name="email" required label={<FormattedMessage id="gastro.contact.email" />} />
        <PhoneField
          id="guest-phone"
          name="phone"
          defaultCountry={branch.country as CountryCode}
          label={<FormattedMessage id="gastro.contact.phone" />}
        />
        <TextAreaField
          id="guest-request"
          name="special_request"
          label={<FormattedMessage id="gastro.contact.specialRequest" />}
          hint={<FormattedMessage id="gastro.contact.specialRequestHint" values={{ max: SPECIAL_REQUEST_MAX }} />}
        />
        <ChoiceGroup
          id="guest-reminder"
          name="reminder"
          legend={<FormattedMessage id="gastro.contact.reminder" />}
          choices={[
            { value: 'email', label: <FormattedMessage id="gastro.reminder.email" /> },
            { value: 'sms', label: <FormattedMessage id="gastro.reminder.sms" /> },
            { value: 'none', label: <FormattedMessage id="gastro.reminder.none" /> },
          ]}
        />
        <button type="submit" className="button">
          <FormattedMessage id="gastro.flow.continue" />
        </button>
      </KitForm>
    </StepFrame>
  );
}
