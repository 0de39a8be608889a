import type { Account } from '../../src/domain/account';
import type { Cart } from '../../src/domain/cart';
import type { ReservationBasket } from '../../src/domain/reservation';
import type { Locale } from '../../src/config/locale';
import { ORDER_STEPS, RESERVATION_STEPS } from '../../src/domain/cart-rules';
import type { AnyMessageId } from '../../src/i18n/catalog';
import { translate, type MessageValues } from '../../src/i18n/translate';
import { escapeHtml } from '../escape-html';

/**
 * The pages of the local stand-in checkout (host/checkout/stand-in.ts): plain HTML forms, no
 * script, in the shopper's language, with the basket's step bar. Markup only.
 */
export type CheckoutStep = 'addresses' | 'payment' | 'review';
export type ReservationStep = 'login' | 'review';
export const PAYMENT_METHODS = ['invoice', 'card', 'paypal'] as const;
export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export interface PageFrame {
  locale: Locale;
  title: AnyMessageId;
  note: AnyMessageId;
  /** The step bar: its labels and the current one (index). */
  steps: readonly AnyMessageId[];
  current: number;
  /** The first step's page (the basket). */
  firstHref: string;
}

export function textOf(locale: Locale) {
  return (id: AnyMessageId, values?: MessageValues) => escapeHtml(translate(id, locale.language, values));
}

export function money(locale: Locale, cents: number, currency: string): string {
  return escapeHtml(new Intl.NumberFormat(locale.intl, { style: 'currency', currency }).format(cents / 100));
}

/** The page around a step: the step bar (the first step links back to the basket), the heading, the note. */
export function frame(page: PageFrame, body: string): string {
  const t = textOf(page.locale);
  const steps = page.steps
    .map((id, i) => {
      const label = i === 0 && page.current > 0 ? `<a href="${escapeHtml(page.firstHref)}">${t(id)}</a>` : t(id);
      return `<li${i === page.current ? ' aria-current="step"' : ''}>${i < page.current ? '✓ ' : ''}${label}</li>`;
    })
    .join('');
  const heading = t(page.steps[page.current]!);
  return (
    `<!doctype html><html lang="${page.locale.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${heading} – ${t(page.title)}</title><link rel="stylesheet" href="/static/return-portal.css"></head><body>` +
    `<nav aria-label="${t('cart.steps')}"><ol class="checkout-steps">${steps}</ol></nav>` +
    `<main><h1>${heading}</h1>${body}<p><small>${t(page.note)}</small></p></main></body></html>`
  );
}

/** Hidden fields that carry the hand-off (and the choices so far) from step to step. */
export function hidden(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
}

export function addressBlock(locale: Locale, account: Account): string {
  const t = textOf(locale);
  const a = account.addresses[0];
  if (!a) {
    return `<p role="alert">${t('checkout.address.missing')}</p><p><a href="/account?page=AccountAddress">${t('checkout.address.edit')}</a></p>`;
  }
  const lines = [
    `${a.firstName ?? account.firstName} ${a.lastName ?? account.lastName}`,
    `${a.streetName} ${a.streetNumber}`,
    ...(a.additionalAddressInfo ? [a.additionalAddressInfo] : []),
    `${a.postalCode} ${a.city}`,
    a.country,
  ];
  return `<h2>${t('checkout.address.heading')}</h2><address>${lines.map((l) => escapeHtml(l)).join('<br>')}</address>`;
}

export function cartLines(locale: Locale, cart: Cart): string {
  const t = textOf(locale);
  const items = cart.lineItems
    .map(
      (l) =>
        `<li>${t('checkout.review.line', { count: l.count, name: l.name, size: l.variant.projectSpecificData.size })} – ${money(locale, l.totalPrice, cart.currency)}</li>`,
    )
    .join('');
  return `<h2>${t('checkout.review.items')}</h2><ul class="checkout-lines">${items}</ul><p><strong>${t('checkout.review.total')}: <span class="checkout-total">${money(locale, cart.total, cart.currency)}</span></strong></p>`;
}

export function reservationLines(locale: Locale, basket: ReservationBasket): string {
  const t = textOf(locale);
  const store = basket.filiale!;
  const items = basket.reservationBasketItems
    .map((i) => `<li>${t('checkout.review.line', { count: i.count, name: `${i.brand} ${i.name}`, size: i.size })}</li>`)
    .join('');
  return (
    `<h2>${t('checkout.review.items')}</h2><ul class="checkout-lines">${items}</ul>` +
    `<h2>${t('reservationCheckout.store')}</h2><address>${escapeHtml(store.name)}<br>${escapeHtml(store.address.street)}<br>${escapeHtml(`${store.address.postalCode} ${store.address.city}`)}</address>`
  );
}

/** A message page (not logged in, a hand-off that no longer holds) with one link onwards. */
export function messagePage(page: PageFrame, message: AnyMessageId, link: { href: string; label: AnyMessageId }): string {
  const t = textOf(page.locale);
  return frame(page, `<p role="alert">${t(message)}</p><p><a href="${escapeHtml(link.href)}">${t(link.label)}</a></p>`);
}

export const ORDER_STEP_IDS = ORDER_STEPS as readonly AnyMessageId[];
export const RESERVATION_STEP_IDS = RESERVATION_STEPS as readonly AnyMessageId[];
