import sharedDe from '@booking/shared/i18n/messages/de';
import de from './de.json';

/** The German texts of the staff area, the kit's included: a chunk of its own (load-messages.ts). */
export const catalog = { ...sharedDe, ...de };
