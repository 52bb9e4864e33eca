import type { Branch } from '@booking/shared/contract/branches';
import { useTypedLoaderData } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import type { unavailableLoader } from '../api/unavailable-loader';

const mapLink = (branch: Branch) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${branch.street}, ${branch.zip} ${branch.city}`)}`;

/** "Reservations unavailable": how to reach the restaurant instead. */
export function UnavailableMessage() {
  const branches = useTypedLoaderData<typeof unavailableLoader>();
  return (
    <section className="message-screen" aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">
        <FormattedMessage id="gastro.unavailable.title" />
      </h1>
      <p>
        <FormattedMessage id="gastro.unavailable.body" />
      </p>
      <ul className="contact-list">
        {branches.map((branch) => (
          <li key={branch.id}>
            <h2>{branch.name}</h2>
            {branch.phone && (
              <p>
                <a href={`tel:${branch.phone.replaceAll(' ', '')}`}>{branch.phone}</a>
              </p>
            )}
            <p>
              <a href={mapLink(branch)} rel="noopener noreferrer" target="_blank">
                {branch.street}, {branch.zip} {branch.city}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
