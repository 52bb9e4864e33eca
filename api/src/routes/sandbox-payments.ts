import { sandboxCheckoutPage, sandboxCheckoutPay } from '@booking/shared/contract/operations/payments';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { Hono } from 'hono';
import type { StoredPaymentStatus } from '../domain/payments/payment-rules';
import { errorResponse } from '../http/error-response';
import { registerOperation } from '../http/register-operation';
import { SANDBOX_CARDS, type SandboxCheckout, type SandboxProvider } from '../payments/sandbox-provider';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)} · Sandbox payment</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;margin:.5rem 0}input,button{padding:.6rem;font:inherit}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}<p><small>Sandbox provider: no real money moves.</small></p></body></html>`;
}

/** The way back to the shop (the provider's `return_url`), where the customer sees the outcome. */
const back = (c: SandboxCheckout, text: string) =>
  c.returnUrl ? `<p><a href="${escapeHtml(c.returnUrl)}">${escapeHtml(text)}</a></p>` : '';

const amount = (c: SandboxCheckout) => `${(c.amountMinor / 100).toFixed(2)} ${escapeHtml(c.currency)}`;

function form(checkout: SandboxCheckout, error?: string) {
  return page(
    'Pay',
    `<p>${escapeHtml(checkout.description)}</p><p><strong>${amount(checkout)}</strong></p>
<p>Pay by ${escapeHtml(formatZoned(checkout.expiresAt, 'UTC'))}</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post"><label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<button type="submit">Pay ${amount(checkout)}</button></form>
<p>Test cards: ${SANDBOX_CARDS.succeeds} is charged, ${SANDBOX_CARDS.declined} is declined.</p>
${back(checkout, 'Cancel and return to the shop')}`,
  );
}

/**
 * After a successful charge, what the API recorded once its webhook was applied: taken
 * (`paid`), or given back because the booking could no longer take it (`refunded`, also when
 * a newer checkout had paid it: never charged twice); anything else means the webhook was not
 * applied (the sandbox does not deliver it again). A checkout that declined a card can still
 * be paid (as on a provider's page); its success is recorded like any other.
 */
function charged(checkout: SandboxCheckout, recorded: StoredPaymentStatus | null) {
  const shop = back(checkout, 'Return to the shop');
  if (recorded === 'paid') return page('Payment received', `<p>${amount(checkout)} paid.</p>${shop}`);
  if (recorded === 'refunded') {
    return page(
      'Payment refunded',
      `<p>${amount(checkout)} was charged, but your booking could no longer take this payment: it had been paid already, cancelled, had begun, or its time to pay had run out. The full amount has been refunded to your card. You will get an email saying why.</p>${shop}`,
    );
  }
  return page(
    'Payment submitted',
    `<p>${amount(checkout)} was charged, but the shop has not recorded the payment. Go back to your booking to see its status.</p>${shop}`,
  );
}

export type SandboxPageDeps = {
  provider: SandboxProvider;
  now: () => Date;
  /** The status the API recorded for a checkout, read after the webhook was applied. */
  recordedStatus: (checkoutId: string) => Promise<StoredPaymentStatus | null>;
};

/**
 * The sandbox provider's hosted payment page, served by the API so nothing else has to
 * run: a form for a test card; submitting it charges (or declines) and sends the signed
 * webhook before answering, as a provider's page would. The webhook is applied before the
 * delivery returns (in process), so the page then says what was recorded rather than
 * promising more: a payment that arrived for a booking that could no longer take it was
 * refunded, and the page says so.
 */
export function sandboxPaymentRoutes({ provider, now, recordedStatus }: SandboxPageDeps) {
  const headers = {
    // frame-ancestors: no other page may frame the card form (clickjacking); X-Frame-Options
    // for browsers that predate it.
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  };
  const app = new Hono();
  registerOperation(app, sandboxCheckoutPage, (c, input) => {
    const checkout = provider.openCheckout(input.params.checkout);
    if (!checkout) return c.html(page('Unknown checkout', ''), 404, headers);
    return c.html(form(checkout), 200, headers);
  });
  registerOperation(app, sandboxCheckoutPay, async (c, input) => {
    // A form body that cannot be read (a multipart body with no parts) carries no card at all.
    const body = await c.req.parseBody().catch(() => null);
    if (!body) return errorResponse(c, { code: 'invalid_input', fields: { body: [{ code: 'invalid_format' }] } });
    const card = typeof body.card_number === 'string' ? body.card_number : '';
    const checkoutId = input.params.checkout;
    const result = await provider.charge(checkoutId, card, now());
    switch (result.kind) {
      case 'not_found':
        return c.html(page('Unknown checkout', ''), 404, headers);
      case 'expired':
        return c.html(page('Checkout expired', '<p>Start the payment again from your booking.</p>'), 410, headers);
      case 'unknown_card': {
        const checkout = provider.openCheckout(checkoutId);
        return c.html(
          checkout ? form(checkout, 'Use one of the test cards.') : page('Unknown checkout', ''),
          422,
          headers,
        );
      }
      case 'charged':
        if (result.outcome === 'failed') {
          return c.html(
            page(
              'Payment declined',
              `<p>The card was declined. Go back to your booking to try again.</p>${back(result.checkout, 'Return to the shop')}`,
            ),
            402,
            headers,
          );
        }
        return c.html(charged(result.checkout, await recordedStatus(checkoutId)), 200, headers);
    }
  });
  return app;
}
