/**
 * Where "Zur Kasse" hands the cart over (accounts-cart-services.md §7: `POST /api/cart/cart/checkout`
 * answers a checkout URL; §2: the steps Adressen, Zahlung & Versand, Bestellung prüfen happen
 * there), and where the reservation basket hands its reservation over.
 *
 * The checkout service is configured as a template (project configuration `checkoutUrl`, https
 * only) with `{cartId}`, `{locale}` and `{currency}`; the consent data the basket passes on
 * (`uc_cross_domain_data`) travels as a parameter of that name. Without a template the local
 * host's stand-in answers (host/checkout.ts), which commercetools Frontend does not serve.
 *
 * A commercetools Checkout adapter plugs in here: its application's address as the template, or,
 * where the checkout needs a session created on the server (commercetools Checkout's
 * `POST /{projectKey}/sessions` with the cart id), a port beside the orders port that creates it and
 * answers this address with the session id (see README, "Checkout").
 */
export const CHECKOUT_STAND_IN_PATH = '/checkout';
export const RESERVATION_CHECKOUT_STAND_IN_PATH = '/reservation-checkout';

export interface CheckoutHandOff {
  cartId: string;
  locale: string;
  currency: string;
  /** The consent platform's cross-domain data, when the basket passes it on. */
  crossDomainData?: string;
}

const httpsTemplate = (template: unknown): string | null =>
  typeof template === 'string' && /^https:\/\/[^\s]+$/.test(template.trim()) ? template.trim() : null;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? encodeURIComponent(values[name]!) : whole));
}

function withParameter(address: string, name: string, value: string | undefined): string {
  if (!value) return address;
  const [base, hash] = address.split('#', 2);
  return `${base}${base!.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}${hash === undefined ? '' : `#${hash}`}`;
}

/** The checkout address of a cart: the configured template filled in, else the host's stand-in. */
export function checkoutAddress(template: unknown, handOff: CheckoutHandOff): string {
  const configured = httpsTemplate(template);
  const values = { cartId: handOff.cartId, locale: handOff.locale, currency: handOff.currency };
  const address = configured
    ? fill(configured, values)
    : `${CHECKOUT_STAND_IN_PATH}?${new URLSearchParams({ cart: handOff.cartId, locale: handOff.locale, currency: handOff.currency }).toString()}`;
  return withParameter(address, 'uc_cross_domain_data', handOff.crossDomainData);
}

/**
 * The reservation checkout's address (steps Anmelden, Reservierung prüfen): the configured template
 * (`reservationCheckoutUrl`, with `{storeId}` and `{locale}`), else the host's stand-in.
 */
export function reservationCheckoutAddress(template: unknown, handOff: { storeId: string; locale: string }): string {
  const configured = httpsTemplate(template);
  if (configured) return fill(configured, handOff);
  return `${RESERVATION_CHECKOUT_STAND_IN_PATH}?${new URLSearchParams({ store: handOff.storeId, locale: handOff.locale }).toString()}`;
}
