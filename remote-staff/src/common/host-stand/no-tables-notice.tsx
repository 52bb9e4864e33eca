import { Link } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';

/** Where the tables are set up: the owner's settings (staff without them see it too, to ask). */
export const TABLE_SETTINGS_PATH = '/staff/settings/tables';

/**
 * A restaurant without tables cannot seat anyone: instead of "0 of 0 seats" the host stand
 * says where to add them.
 */
export function NoTablesNotice() {
  return (
    <p className="host-no-tables" role="status">
      <FormattedMessage
        id="staff.host.noTables"
        values={{ link: (words) => <Link to={TABLE_SETTINGS_PATH}>{words}</Link> }}
      />
    </p>
  );
}
