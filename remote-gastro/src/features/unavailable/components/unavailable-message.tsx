import { FormattedMessage } from 'react-intl';

/** SPEC section 8, "Reservations unavailable". */
export function UnavailableMessage() {
  return (
    <section className="message-screen" aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">
        <FormattedMessage id="gastro.unavailable.title" />
      </h1>
      <p>
        <FormattedMessage id="gastro.unavailable.body" />
      </p>
    </section>
  );
}
