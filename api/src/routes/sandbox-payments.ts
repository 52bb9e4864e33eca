import { sandboxCheckoutPage, sandboxCheckoutPay } from '@booking/shared/contract/operations/payments';
import { Hono } from 'hono';
import type { StoredPaymentStatus } from '../domain/payments/payment-rules';
import { errorResponse } from '../http/error-response';
import { registerOperation } from '../http/register-operation';
import { SANDBOX_TEXTS, type SandboxLocale, sandboxLocale } from '../payments/sandbox-page-texts';
import { SANDBOX_CARDS, type SandboxCheckout, type SandboxProvider } from '../payments/sandbox-provider';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** One request's page: its language, and the zone its times are shown in. */
type View = { locale: SandboxLocale; t: (typeof SANDBOX_TEXTS)[SandboxLocale] };

function page(view: View, title: string, body: string) {
  return `<!doctype html><html lang="${view.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)} · ${escapeHtml(view.t.siteTitle)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;margin:.5rem 0}input,button{padding:.6rem;font:inherit}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}<p><small>${escapeHtml(view.t.sandboxNote)}</small></p></body></html>`;
}

/** The way back to the shop (the provider's `return_url`), where the customer sees the outcome. */
const back = (c: SandboxCheckout, text: string) =>
  c.returnUrl ? `<p><a href="${escapeHtml(c.returnUrl)}">${escapeHtml(text)}</a></p>` : '';

const amount = (view: View, c: SandboxCheckout) =>
  escapeHtml(
    new Intl.NumberFormat(view.locale, { style: 'currency', currency: c.currency }).format(c.amountMinor / 100),
  );

/** The deadline on the branch's wall clock (checkouts made before the zone was kept: UTC, named). */
function deadline(view: View, c: SandboxCheckout) {
  const zone = c.timeZone ?? 'UTC';
  return (
    new Intl.DateTimeFormat(view.locale, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: zone,
    }).format(c.expiresAt) + (c.timeZone ? '' : ' UTC')
  );
}

function form(view: View, checkout: SandboxCheckout, error?: string) {
  const { t } = view;
  return page(
    view,
    t.pay,
    `<p>${escapeHtml(checkout.description)}</p><p><strong>${amount(view, checkout)}</strong></p>
<p>${escapeHtml(t.payBy(deadline(view, checkout)))}</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post"><label for="card_number">${escapeHtml(t.cardNumber)}</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<button type="submit">${t.payAmount(amount(view, checkout))}</button></form>
<p>${escapeHtml(t.testCards(SANDBOX_CARDS.succeeds, SANDBOX_CARDS.declined))}</p>
${back(checkout, t.cancelAndReturn)}`,
  );
}

/**
 * After a successful charge, what the API recorded once its webhook was applied: taken
 * (`paid`), or given back because the booking could no longer take it (`refunded`, also when
 * a newer checkout had paid it: never charged twice); anything else means the webhook was not
 * applied (the sandbox does not deliver it again). A checkout that declined a card can still
 * be paid (as on a provider's page); its success is recorded like any other.
 */
function charged(view: View, checkout: SandboxCheckout, recorded: StoredPaymentStatus | null) {
  const { t } = view;
  const shop = back(checkout, t.returnToShop);
  const sum = amount(view, checkout);
  if (recorded === 'paid') return page(view, t.received, `<p>${t.paid(sum)}</p>${shop}`);
  if (recorded === 'refunded') return page(view, t.refunded, `<p>${t.refundedBody(sum)}</p>${shop}`);
  return page(view, t.submitted, `<p>${t.submittedBody(sum)}</p>${shop}`);
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
  const viewOf = (lang: string | undefined, acceptLanguage: string | undefined): View => {
    const locale = sandboxLocale(lang, acceptLanguage);
    return { locale, t: SANDBOX_TEXTS[locale] };
  };
  registerOperation(app, sandboxCheckoutPage, (c, input) => {
    const view = viewOf(input.query.lang, c.req.header('Accept-Language'));
    const checkout = provider.openCheckout(input.params.checkout);
    if (!checkout) return c.html(page(view, view.t.unknown, ''), 404, headers);
    return c.html(form(view, checkout), 200, headers);
  });
  registerOperation(app, sandboxCheckoutPay, async (c, input) => {
    const view = viewOf(input.query.lang, c.req.header('Accept-Language'));
    const { t } = view;
    // A form body that cannot be read (a multipart body with no parts) carries no card at all.
    const body = await c.req.parseBody().catch(() => null);
    if (!body) return errorResponse(c, { code: 'invalid_input', fields: { body: [{ code: 'invalid_format' }] } });
    const card = typeof body.card_number === 'string' ? body.card_number : '';
    const checkoutId = input.params.checkout;
    const result = await provider.charge(checkoutId, card, now());
    switch (result.kind) {
      case 'not_found':
        return c.html(page(view, t.unknown, ''), 404, headers);
      case 'expired':
        return c.html(page(view, t.expired, `<p>${escapeHtml(t.expiredBody)}</p>`), 410, headers);
      case 'unknown_card': {
        const checkout = provider.openCheckout(checkoutId);
        return c.html(checkout ? form(view, checkout, t.useTestCard) : page(view, t.unknown, ''), 422, headers);
      }
      case 'charged':
        if (result.outcome === 'failed') {
          return c.html(
            page(view, t.declined, `<p>${escapeHtml(t.declinedBody)}</p>${back(result.checkout, t.returnToShop)}`),
            402,
            headers,
          );
        }
        return c.html(charged(view, result.checkout, await recordedStatus(checkoutId)), 200, headers);
    }
  });
  return app;
}
