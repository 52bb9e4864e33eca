import { useApi } from '@booking/shared/api-client/api-access';
import { paymentMethodSchema, reminderSchema } from '@booking/shared/contract/appointments';
import { newIdempotencyKey } from '@booking/shared/flow/draft-store';
import { refusedWith } from '@booking/shared/forms/submit-outcome';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useNavigate, useParams, useTypedLoaderData } from '@booking/shared/router';
import { useConfiguration } from '@booking/shared/stores/configuration';
import { useLocale } from '@booking/shared/stores/locale';
import { ChoiceGroup } from '@booking/shared/ui/choice-group/choice-group';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { StepFrame } from '@booking/shared/ui/step-frame/step-frame';
import { SubmitProblem } from '@booking/shared/ui/submit-problem/submit-problem';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { rememberBookedToken } from '../../../common/flow/booked-appointment';
import { bookingDraftStore } from '../../../common/flow/booking-draft';
import { HoldTimer, type TimeStepNotice } from '../../../common/flow/hold-timer';
import { goToOnlinePayment } from '../../../common/flow/online-payment';
import { SLOT_GONE_CODES } from '../../../common/flow/slot-gone';
import { bookingStepPath } from '../../../common/flow/step-guard';
import type { bookingLoader } from '../api/booking-loader';
import { createBooking } from '../api/create-booking';
import { type BookingChoices, buildBookingRequest } from '../domain/build-booking-request';
import { BookingReview } from './booking-review';
import { FeeSummary } from './fee-summary';

const choicesSchema = z.object({ reminder: reminderSchema, payment: paymentMethodSchema });

/**
 * Step 4 of 4: review, reminder and payment choice, the change fees in words, the terms, and
 * one submit. The Idempotency-Key is written to the draft before the request leaves, so a
 * Retry (also after a reload) sends the same key and the API books at most once.
 */
export function BookingStep() {
  const { services, policy, branch: place } = useTypedLoaderData<typeof bookingLoader>();
  const { organization = '', branch = '' } = useParams();
  const navigate = useNavigate();
  const locale = useLocale();
  const configuration = useConfiguration();
  const store = bookingDraftStore(organization, branch);
  const draft = store.getState().draft;
  // Online only where the merchant allows it (the API refuses it otherwise).
  const onlineAllowed = configuration.reservations.customization.online_payment_allowed;
  // Required online payment leaves nothing to choose either, the other way round.
  const onlineRequired = onlineAllowed && configuration.reservations.customization.online_payment_required;
  const fixedPayment = onlineRequired ? 'online' : onlineAllowed ? null : 'on_site';
  const form = useKitForm(choicesSchema, {
    reminder: draft.reminder ?? 'email',
    payment: fixedPayment ?? draft.payment ?? 'on_site',
  });
  const submit = useSubmit({ form, idempotent: true, ownCodes: SLOT_GONE_CODES });
  const api = useApi();
  const busy = submit.busy;
  const terms = configuration.reservations.customization.terms_of_service_url;

  async function onValid(choices: BookingChoices) {
    const current = store.getState().draft;
    const body = buildBookingRequest(current, choices, locale);
    if (!body) {
      navigate(bookingStepPath(organization, branch, current.hold ? 'contact' : 'time', current));
      return;
    }
    const key = current.idempotencyKey ?? newIdempotencyKey();
    store.getState().update({ ...choices, idempotencyKey: key });
    const outcome = await submit.send(() => createBooking(api, organization, branch, key, body));
    if (outcome?.kind === 'done') {
      const token = outcome.data.results.manage_token;
      rememberBookedToken(organization, branch, token);
      store.getState().clear();
      if (choices.payment === 'online') {
        // The payment page takes this entry's place first, so Back from the provider lands there.
        await navigate(`/${organization}/${branch}/book/payment`, { replace: true });
        await goToOnlinePayment(api, organization, token);
      } else {
        navigate(`/${organization}/${branch}/book/confirmed`, { replace: true });
      }
    } else if (refusedWith(outcome, SLOT_GONE_CODES)) {
      // The key belonged to a request for that slot; the next one is a new booking.
      const taken = store.getState().draft.hold?.start;
      store.getState().update({ hold: null, idempotencyKey: null });
      // The time step says "Selected time slot no longer available" and leaves that time out.
      const state: TimeStepNotice = { slotGone: taken };
      navigate(bookingStepPath(organization, branch, 'time', store.getState().draft), { state });
    }
  }

  const hold = draft.hold;
  return (
    <StepFrame
      step={4}
      total={4}
      title={<FormattedMessage id="beauty.booking.title" />}
      place={place}
      backTo={bookingStepPath(organization, branch, 'contact')}
    >
      <HoldTimer />
      {hold && draft.contact && (
        <BookingReview
          hold={hold}
          services={services}
          branch={place}
          contact={draft.contact}
          timeStep={bookingStepPath(organization, branch, 'time', draft)}
          contactStep={bookingStepPath(organization, branch, 'contact')}
        />
      )}
      <KitForm form={form} onValid={onValid} className="booking-form" aria-labelledby="step-frame-title">
        <ChoiceGroup
          id="booking-reminder"
          name="reminder"
          legend={<FormattedMessage id="beauty.booking.reminder" />}
          choices={[
            { value: 'email', label: <FormattedMessage id="beauty.booking.reminder.email" /> },
            { value: 'sms', label: <FormattedMessage id="beauty.booking.reminder.sms" /> },
            { value: 'none', label: <FormattedMessage id="beauty.booking.reminder.none" /> },
          ]}
        />
        {fixedPayment === null ? (
          <ChoiceGroup
            id="booking-payment"
            name="payment"
            legend={<FormattedMessage id="beauty.booking.payment" />}
            choices={[
              {
                value: 'on_site',
                label: <FormattedMessage id="beauty.booking.payment.onSite" />,
                detail: <FormattedMessage id="beauty.booking.payment.onSiteDetail" />,
              },
              {
                value: 'online',
                label: <FormattedMessage id="beauty.booking.payment.online" />,
                detail: <FormattedMessage id="beauty.booking.payment.onlineDetail" />,
              },
            ]}
          />
        ) : (
          // Nothing to choose: say how the customer pays instead of a group of one radio.
          <section aria-labelledby="booking-payment-title" className="booking-payment-fixed">
            <h2 id="booking-payment-title">
              <FormattedMessage id="beauty.booking.payment" />
            </h2>
            <p>
              <strong>
                <FormattedMessage
                  id={onlineRequired ? 'beauty.booking.payment.online' : 'beauty.booking.payment.onSite'}
                />
              </strong>
              <br />
              <FormattedMessage
                id={onlineRequired ? 'beauty.booking.payment.onlineDetail' : 'beauty.booking.payment.onSiteDetail'}
              />
            </p>
          </section>
        )}
        <section aria-labelledby="booking-fees-title" className="booking-fees">
          <h2 id="booking-fees-title">
            <FormattedMessage id="beauty.fees.title" />
          </h2>
          <FeeSummary policy={policy} />
          {terms && (
            <p>
              <a href={terms} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id="beauty.booking.terms" />
              </a>
            </p>
          )}
        </section>
        <SubmitProblem
          failure={submit.failure}
          onRetry={() => void form.handleSubmit(onValid)()}
          networkMessage={<FormattedMessage id="beauty.booking.networkError" />}
        />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          <FormattedMessage id={busy ? 'beauty.booking.submitting' : 'beauty.booking.submit'} />
        </button>
      </KitForm>
    </StepFrame>
  );
}
