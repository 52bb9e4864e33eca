import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import type { BranchSettings } from '@booking/shared/contract/branch-settings';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { Link, useNavigate, useParams, useRevalidator, useTypedLoaderData } from '@booking/shared/router';
import { notificationStore } from '@booking/shared/stores/notifications';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import {
  type AppointmentsAnswer,
  AppointmentsChoiceDialog,
  keepOrCancel,
} from '../../../common/appointments-choice/appointments-choice-dialog';
import { settingsPath } from '../../../common/settings/settings-sections';
import { UnsavedChangesGuard } from '../../../common/settings/unsaved-changes-guard';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import type { branchesLoader } from '../api/branches-loader';
import { saveBranch } from '../api/save-branch';
import { type BranchFormValues, branchFormSchema, branchValues, newBranchValues } from '../domain/branch-form-values';
import { BranchDetailsFields } from './branch-details-fields';
import { BranchOpenState } from './branch-open-state';
import { ClosedDaysFields } from './closed-days-fields';
import { type Handled, HandledAppointments } from './handled-appointments';
import { OpeningHoursFields } from './opening-hours-fields';
import './settings-branches.css';

const FIELDS = new Set(Object.keys(branchFormSchema.def.shape));
const fieldOf = (name: string) => (FIELDS.has(name.split('.')[0] ?? '') ? (name as Path<BranchFormValues>) : null);

/** `branches/new` and `branches/:branchId`: a branch's settings, its hours and closed days. */
export function BranchEditorPage() {
  const { branches, organization } = useTypedLoaderData<typeof branchesLoader>();
  const { branchId } = useParams();
  const branch = branchId ? (branches.find((b) => b.id === branchId) ?? null) : null;
  if (branchId && !branch) {
    return (
      <section aria-labelledby="branch-missing">
        <h1 id="branch-missing">
          <FormattedMessage id="staff.settings.branches.missing" />
        </h1>
        <Link to={settingsPath('branches')}>
          <FormattedMessage id="staff.settings.branches.backToList" />
        </Link>
      </section>
    );
  }
  return <BranchEditor key={branch?.id ?? 'new'} branch={branch} organization={organization} first={branches[0]} />;
}

function BranchEditor({
  branch,
  organization,
  first,
}: {
  branch: BranchSettings | null;
  organization: string;
  first: BranchSettings | undefined;
}) {
  const api = useStaffApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const initial = branch
    ? branchValues(branch)
    : newBranchValues(first?.country ?? 'DE', first?.timezone ?? 'Europe/Berlin');
  const form = useKitForm(branchFormSchema, initial);
  const submit = useSubmit({ form, fieldOf, ownCodes: ['appointment_conflict'] });
  const [asked, setAsked] = useState<{ values: BranchFormValues; appointments: AppointmentInTheWay[] } | null>(null);
  const [handled, setHandled] = useState<Handled | null>(null);
  const titleId = 'branch-editor-title';

  async function save(values: BranchFormValues, answer: AppointmentsAnswer | null) {
    setHandled(null);
    const handling: { on_appointments?: 'keep' | 'cancel'; message?: string | null } = answer
      ? {
          on_appointments: keepOrCancel(answer),
          message: answer.message || null,
        }
      : {};
    const outcome = await submit.send(() => saveBranch(api, branch?.id ?? null, { ...values, ...handling }));
    if (outcome?.kind === 'refused' && outcome.error?.code === 'appointment_conflict') {
      setAsked({ values, appointments: outcome.error.appointments ?? [] });
      return;
    }
    if (outcome?.kind !== 'done') return;
    const { results } = outcome.data;
    form.reset(branchValues(results.branch));
    // A new branch moves to its own address before it is said to be saved (its route loads it
    // afresh): once an owner reads "saved" they move on, and a late move would pull them back.
    if (!branch) navigate(settingsPath(`branches/${results.branch.id}`), { replace: true });
    notificationStore.getState().push({
      kind: 'success',
      messageId: 'staff.settings.branches.saved',
      values: { name: results.branch.name },
    });
    if (!branch) return;
    await revalidator.revalidate();
    setHandled({ ...results, move: answer?.answer === 'move' });
  }

  return (
    <section aria-labelledby={titleId}>
      <Link to={settingsPath('branches')} className="settings-back">
        <span aria-hidden="true">← </span>
        <FormattedMessage id="staff.settings.branches.backToList" />
      </Link>
      <h1 id={titleId}>{branch ? branch.name : <FormattedMessage id="staff.settings.branches.newTitle" />}</h1>
      {handled && <HandledAppointments handled={handled} branchSlug={branch?.slug ?? ''} />}
      <KitForm form={form} onValid={(values) => save(values, null)} aria-labelledby={titleId} className="branch-form">
        <BranchDetailsFields organization={organization} zoneLocked={branch?.timezone_locked ?? false} />
        <OpeningHoursFields />
        <ClosedDaysFields />
        <StaffSubmitProblem
          failure={submit.failure}
          onRetry={() => void form.handleSubmit((values) => save(values, null))()}
        />
        <button type="submit" className="button button-primary" disabled={submit.busy}>
          <FormattedMessage id={branch ? 'staff.settings.branches.save' : 'staff.settings.branches.create'} />
        </button>
      </KitForm>
      {branch && <BranchOpenState branch={branch} onHandled={setHandled} />}
      <AppointmentsChoiceDialog
        appointments={asked?.appointments ?? null}
        onBack={() => setAsked(null)}
        onAnswer={(answer) => {
          const values = asked?.values;
          setAsked(null);
          if (values) void save(values, answer);
        }}
      />
      <UnsavedChangesGuard dirty={form.formState.isDirty && !submit.busy} />
    </section>
  );
}
