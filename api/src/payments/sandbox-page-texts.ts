/**
 * The sandbox provider's hosted page in the customer's language (German or English), as a
 * provider's page takes a locale: the `lang` query parameter, else the browser's
 * Accept-Language, else English.
 */
export type SandboxLocale = 'de' | 'en';

export function sandboxLocale(lang: string | undefined, acceptLanguage: string | undefined): SandboxLocale {
  if (lang === 'de' || lang === 'en') return lang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.split('-')[0], quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const first = ranked.find((entry) => entry.language === 'de' || entry.language === 'en');
  return first?.language === 'de' ? 'de' : 'en';
}

type Texts = {
  siteTitle: string;
  pay: string;
  payBy: (when: string) => string;
  cardNumber: string;
  payAmount: (amount: string) => string;
  testCards: (succeeds: string, declined: string) => string;
  cancelAndReturn: string;
  returnToShop: string;
  sandboxNote: string;
  useTestCard: string;
  received: string;
  paid: (amount: string) => string;
  refunded: string;
  refundedBody: (amount: string) => string;
  submitted: string;
  submittedBody: (amount: string) => string;
  declined: string;
  declinedBody: string;
  unknown: string;
  expired: string;
  expiredBody: string;
};

export const SANDBOX_TEXTS: Record<SandboxLocale, Texts> = {
  en: {
    siteTitle: 'Sandbox payment',
    pay: 'Pay',
    payBy: (when) => `Pay by ${when}`,
    cardNumber: 'Card number',
    payAmount: (amount) => `Pay ${amount}`,
    testCards: (succeeds, declined) => `Test cards: ${succeeds} is charged, ${declined} is declined.`,
    cancelAndReturn: 'Cancel and return to the shop',
    returnToShop: 'Return to the shop',
    sandboxNote: 'Sandbox provider: no real money moves.',
    useTestCard: 'Use one of the test cards.',
    received: 'Payment received',
    paid: (amount) => `${amount} paid.`,
    refunded: 'Payment refunded',
    refundedBody: (amount) =>
      `${amount} was charged, but your booking could no longer take this payment: it had been paid already, cancelled, had begun, or its time to pay had run out. The full amount has been refunded to your card. You will get an email saying why.`,
    submitted: 'Payment submitted',
    submittedBody: (amount) =>
      `${amount} was charged, but the shop has not recorded the payment. Go back to your booking to see its status.`,
    declined: 'Payment declined',
    declinedBody: 'The card was declined. Go back to your booking to try again.',
    unknown: 'Unknown checkout',
    expired: 'Checkout expired',
    expiredBody: 'Start the payment again from your booking.',
  },
  de: {
    siteTitle: 'Testzahlung',
    pay: 'Bezahlen',
    payBy: (when) => `Zahlbar bis ${when}`,
    cardNumber: 'Kartennummer',
    payAmount: (amount) => `${amount} bezahlen`,
    testCards: (succeeds, declined) => `Testkarten: ${succeeds} wird belastet, ${declined} wird abgelehnt.`,
    cancelAndReturn: 'Abbrechen und zurück zum Shop',
    returnToShop: 'Zurück zum Shop',
    sandboxNote: 'Testanbieter: Es fließt kein echtes Geld.',
    useTestCard: 'Bitte verwenden Sie eine der Testkarten.',
    received: 'Zahlung eingegangen',
    paid: (amount) => `${amount} bezahlt.`,
    refunded: 'Zahlung erstattet',
    refundedBody: (amount) =>
      `${amount} wurden belastet, aber Ihre Buchung konnte diese Zahlung nicht mehr annehmen: Sie war bereits bezahlt, storniert, hatte begonnen oder die Zahlungsfrist war abgelaufen. Der volle Betrag wurde Ihrer Karte erstattet. Sie erhalten eine E-Mail mit dem Grund.`,
    submitted: 'Zahlung übermittelt',
    submittedBody: (amount) =>
      `${amount} wurden belastet, aber der Shop hat die Zahlung nicht verbucht. Den Stand sehen Sie bei Ihrer Buchung.`,
    declined: 'Zahlung abgelehnt',
    declinedBody: 'Die Karte wurde abgelehnt. Gehen Sie zurück zu Ihrer Buchung, um es erneut zu versuchen.',
    unknown: 'Unbekannter Bezahlvorgang',
    expired: 'Bezahlvorgang abgelaufen',
    expiredBody: 'Starten Sie die Zahlung erneut über Ihre Buchung.',
  },
};
