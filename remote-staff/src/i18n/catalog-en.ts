import sharedEn from '@booking/shared/i18n/messages/en';
import en from './en.json';

/** The English texts of the staff area, the kit's included: a chunk of its own (load-messages.ts). */
export const catalog = { ...sharedEn, ...en };
