import { describe, expect, it } from '@rstest/core';
import { gsmLength, SMS_PART_SEPTETS } from './gsm-length';
import { messageTexts } from './message-texts';
import { reminderSms } from './reminder-sms';

// A production-length manage link: site, merchant, branch and the 43-character token (89 in all).
const LINK = `https://buchung.example.de/studio-lumen/mitte/${'x'.repeat(43)}`;
const input = {
  what: 'Cut bei Ana',
  start: Date.parse('2026-03-04T09:00:00Z'),
  zone: 'Europe/Berlin',
  branch: 'Mitte',
  link: LINK,
};
const MANY_SERVICES = 'Cut, Colour, Balayage, Blow-dry, Olaplex treatment, Eyebrow shaping and Nails bei Anna';
const LONG_NAME = 'Ristorante Trattoria Pizzeria Da Giovanni am Landwehrkanal in Kreuzberg';

describe('the reminder SMS', () => {
  it('says when (in the branch zone), what, where and the manage link, in German, in one part', () => {
    const sms = reminderSms(messageTexts('de'), input);
    expect(sms).toBe(`Erinnerung: Mi., 4. März, 10:00, Cut bei Ana, Mitte\nVerwalten: ${LINK}`);
    expect(gsmLength(sms)).toBeLessThanOrEqual(SMS_PART_SEPTETS);
  });

  it('says the same in English', () => {
    const sms = reminderSms(messageTexts('en'), { ...input, what: 'Cut with Ana' });
    expect(sms).toBe(`Reminder: Wed 4 Mar, 10:00, Cut with Ana, Mitte\nManage: ${LINK}`);
    expect(gsmLength(sms)).toBeLessThanOrEqual(SMS_PART_SEPTETS);
  });

  it('fits one part when the services are many: their names are cut, not the time, place or link', () => {
    for (const locale of ['de', 'en'] as const) {
      const sms = reminderSms(messageTexts(locale), { ...input, what: MANY_SERVICES });
      expect(gsmLength(sms)).toBe(SMS_PART_SEPTETS);
      expect(sms).toMatch(/, 10:00, Cut, Colo.*\.\.\., Mitte\n/);
      expect(sms.endsWith(LINK)).toBe(true);
    }
  });

  it('cuts a long branch name too, and leaves out what does not fit at all, never the time or the link', () => {
    const both = reminderSms(messageTexts('de'), { ...input, branch: LONG_NAME });
    expect(gsmLength(both)).toBeLessThanOrEqual(SMS_PART_SEPTETS);
    expect(both).toMatch(/^Erinnerung: Mi\., 4\. März, 10:00, Cut bei\.\.\., Ristorante\.\.\.\nVerwalten: /);
    const longer = reminderSms(messageTexts('de'), { ...input, what: MANY_SERVICES, link: `${LINK}${'y'.repeat(11)}` });
    expect(gsmLength(longer)).toBeLessThanOrEqual(SMS_PART_SEPTETS);
    expect(longer).toMatch(/^Erinnerung: Mi\., 4\. März, 10:00, Mitte\nVerwalten: /);
  });

  it('fits a reservation at the demo restaurant, link and all', () => {
    const link = `http://localhost:3000/demo-restaurant/kreuzberg/${'x'.repeat(43)}`;
    const sms = reminderSms(messageTexts('de'), { ...input, what: 'Tisch für 4', branch: 'Da Giovanni', link });
    expect(sms).toBe(`Erinnerung: Mi., 4. März, 10:00, Tisch für 4, Da Giovanni\nVerwalten: ${link}`);
    expect(gsmLength(sms)).toBeLessThanOrEqual(SMS_PART_SEPTETS);
  });

  it('is written in the GSM 7-bit alphabet (umlauts included), with no Intl special spaces', () => {
    for (const locale of ['de', 'en'] as const) {
      expect(gsmLength(reminderSms(messageTexts(locale), input))).not.toBeNull();
    }
  });
});

describe('GSM 7-bit length', () => {
  it('counts extension characters twice and refuses what GSM cannot write', () => {
    expect(gsmLength('Grüße aus Köln')).toBe(14);
    expect(gsmLength('5 €')).toBe(4);
    expect(gsmLength('Łódź')).toBeNull();
    expect(gsmLength('10:00\u202fAM')).toBeNull();
  });
});
