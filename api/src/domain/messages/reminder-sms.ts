import { gsmLength, SMS_PART_SEPTETS } from './gsm-length';
import type { MessageTexts } from './message-texts';

export type ReminderSmsInput = { what: string; start: number; zone: string; branch: string; link: string | null };

/** Shorter than this, a cut name says little: the next step is to leave it out. */
const MIN_KEPT = 8;

/** Intl writes narrow and no-break spaces in some formats; GSM 7-bit has only the plain one. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/**
 * A reminder short enough for one SMS part (160 GSM characters) where it can be: a short
 * date and time in the branch's zone first (what a lock screen shows), what, the branch,
 * and on its own line the manage link. The time and the link always stay (the link alone
 * is about 85 characters), so the description and the branch's name give way: both are cut
 * ("...") down to a few characters, then left out, the description first. Names GSM 7-bit
 * cannot write (say "Łódź") are sent as they are: such a text goes as UCS-2, in more parts.
 */
export function reminderSms(texts: MessageTexts, input: ReminderSmsInput): string {
  const when = texts.shortWhen(input.start, input.zone);
  const manage = input.link ? [texts.t('sms.manage', { link: input.link })] : [];
  const kept = { what: [...input.what], branch: [...input.branch] };
  const render = () => {
    const details = [when, shown(kept.what, input.what), shown(kept.branch, input.branch)].filter(Boolean);
    return plainSpaces([texts.t('sms.reminder', { details: details.join(', ') }), ...manage].join('\n'));
  };
  const fits = () => (gsmLength(render()) ?? 0) <= SMS_PART_SEPTETS;
  const cut = (name: 'what' | 'branch', downTo: number) => {
    while (!fits() && kept[name].length > downTo) kept[name] = kept[name].slice(0, -1);
  };
  cut('what', MIN_KEPT);
  cut('branch', MIN_KEPT);
  if (!fits()) kept.what = [];
  if (!fits()) kept.branch = [];
  return render();
}

/** What is kept of a name, with "..." when it was cut (an ellipsis character is not GSM). */
function shown(kept: string[], full: string): string {
  const text = kept.join('');
  return text === full || text === '' ? text : `${text.trimEnd()}...`;
}
