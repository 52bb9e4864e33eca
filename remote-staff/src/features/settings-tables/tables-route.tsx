import { tablesLoader } from './api/tables-loader';
import { TablesPage } from './components/tables-page';

/** `/staff/settings/tables?branch=<id>`: a restaurant branch's areas, tables and combinations. */
export const loader = tablesLoader;
export const Component = TablesPage;
