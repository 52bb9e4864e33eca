import { contactSchema } from '@booking/shared/contract/appointment-requests';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useNavigate, useParams, useTypedLoaderData } from '@booking/shared/router';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { PhoneField } from '@booking/shared/ui/phone-field/phone-field';
import { StepFrame } from '@booking/shared/ui/step-frame/step-frame';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { EmailField, TextField } from '@booking/shared/ui/text-field/text-field';
import type { CountryCode } from 'libphonenumber-js/min';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { bookingDraftStore } from '../../../common/flow/booking-draft';
import { HoldTimer } from '../../../common/flow/hold-timer';
import { bookingStepPath } from '../../../common/flow/step-guard';
import type { contactLoader } from '../api/contact-loader';
import { BookingBrief } from './booking-brief';

/** The comment's limit in the contract's contactSchema (`comment`: maxLength 1000), said in the hint. */
const COMMENT_MAX = 1000;

/**
 * Step 3 of 4: who is coming. Checked by the contract's schema (the API's own), messages at
 * the field after leaving it or submitting; the accepted values go into the draft, so a
 * reload or Back from the booking step finds them again.
 */
export function ContactStep() {
  const { contact, country, hold, services, branch: place } = useTypedLoaderData<typeof contactLoader>();
  const { organization = '', branch = '' } = useParams();
  const navigate = useNavigate();
  const form = useKitForm(contactSchema, {
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    comment: contact?.comment ?? '',
  });

  // Every keystroke goes into the draft (session storage, this tab only), so a reload keeps
  // what was typed even before Continue; the booking clears it with the rest of the draft.
  useEffect(() => {
    const store = bookingDraftStore(organization, branch);
    const subscription = form.watch((values) => store.getState().update({ contactTyped: { ...values } }));
    return () => subscription.unsubscribe();
  }, [form, organization, branch]);

  function onValid(values: typeof contactSchema._zod.output) {
    const comment = values.comment?.trim();
    bookingDraftStore(organization, branch)
      .getState()
      .update({ contact: { ...values, comment: comment ? comment : undefined } });
    navigate(bookingStepPath(organization, branch, 'booking'));
  }

  return (
    <StepFrame
      step={3}
      total={4}
      title={<FormattedMessage id="beauty.contact.title" />}
      place={place}
      backTo={bookingStepPath(organization, branch, 'time', bookingDraftStore(organization, branch).getState().draft)}
    >
      {hold && <BookingBrief hold={hold} services={services} branchName={place.name} />}
      <HoldTimer />
      <KitForm form={form} onValid={onValid} className="contact-form" aria-labelledby="step-frame-title">
        <div className="field-row">
          <TextField
            id="contact-first-name"
            name="first_name"
            autoComplete="given-name"
            required
            label={<FormattedMessage id="beauty.contact.firstName" />}
          />
          <TextField
            id="contact-last-name"
            name="last_name"
            autoComplete="family-name"
            required
            label={<FormattedMessage id="beauty.contact.lastName" />}
          />
        </div>
        <EmailField id="contact-email" name="email" required label={<FormattedMessage id="beauty.contact.email" />} />
        <PhoneField
          id="contact-phone"
          name="phone"
          defaultCountry={country.toUpperCase() as CountryCode}
          label={<FormattedMessage id="beauty.contact.phone" />}
          hint={<FormattedMessage id="beauty.contact.phoneHint" />}
        />
        <TextAreaField
          id="contact-comment"
          name="comment"
          label={<FormattedMessage id="beauty.contact.comment" />}
          hint={<FormattedMessage id="beauty.contact.commentHint" values={{ max: COMMENT_MAX }} />}
        />
        <button type="submit" className="button">
          <FormattedMessage id="beauty.contact.continue" />
        </button>
      </KitForm>
    </StepFrame>
  );
}
