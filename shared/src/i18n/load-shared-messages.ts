import type { Messages } from '../federation/remote-contract';
import type { Locale } from './locale';

/**
 * Texts of the shared UI (field errors, form summary). Every app bundles its own copy, so a
 * remote built with newer shared texts shows them without waiting for the shell.
 */
export async function loadSharedMessages(locale: Locale): Promise<Messages> {
  return locale === 'de' ? (await import('./messages/de.json')).default : (await import('./messages/en.json')).default;
}
