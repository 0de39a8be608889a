import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../../extensions/services';
import { DomainError, type Owner } from '../../extensions/services';
import { verifiedSession } from '../../extensions/lib/auth';
import { readSession } from '../../extensions/lib/session';
import { errorMessage, hasErrorMessage } from '../../extensions/lib/error-messages';
import { CHECKOUT_STAND_IN_PATH, RESERVATION_CHECKOUT_STAND_IN_PATH } from '../../extensions/lib/checkout-handoff';
import { CART_PATH } from '../../src/config/constants';
import type { Account } from '../../src/domain/account';
import type { RequestContext } from '../context';
import { sendHtml } from '../dev-pages';
import { escapeHtml } from '../escape-html';
import { readBody } from '../http-util';
import { crossSiteRefusal } from '../request-guard';
import {
  addressBlock,
  cartLines,
  frame,
  hidden,
  messagePage,
  ORDER_STEP_IDS,
  PAYMENT_METHODS,
  RESERVATION_STEP_IDS,
  reservationLines,
  SHIPPING_METHODS,
  textOf,
  type CheckoutStep,
  type PageFrame,
} from './pages';

/**
 * The local stand-in for the checkout service "Zur Kasse" hands the cart to (in production the
 * `checkoutUrl` of the project configuration, e.g. commercetools Checkout), and for the reservation
 * checkout. It answers the addresses the `cart/checkout` and `reserve/checkout` actions give
 * (extensions/lib/checkout-handoff.ts) with the spec's steps (§2: Adressen, Zahlung & Versand,
 * Bestellung prüfen; Anmelden, Reservierung prüfen) as plain forms, and on the last step places the
 * order (reserves) through the ports, as a checkout service on the same backend would, then returns
 * to the confirmation in the order (reservation) history. The shopper is the session's: the cart
 * (the store) in the address must still be theirs.
 */
export interface CheckoutStandIn {
  /** Handles the stand-in's addresses; false for everything else. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL, ctx: RequestContext): Promise<boolean>;
}

interface Shopper {
  account: Account;
  owner: Owner;
}

const METHOD_NOT_ALLOWED = 405;

export function createCheckoutStandIn(options: { services: () => Services; sessionOf: (req: IncomingMessage) => unknown }): CheckoutStandIn {
  async function shopperOf(req: IncomingMessage, services: Services): Promise<Shopper | null> {
    const { session } = await verifiedSession(services, readSession(options.sessionOf(req)));
    const account = session.accountId ? await services.accounts.get(session.accountId) : null;
    return account ? { account, owner: { kind: 'account', id: account.accountId } } : null;
  }

  /** The shopper's form: the query on a step, the urlencoded body of the final POST. */
  async function fieldsOf(req: IncomingMessage, url: URL): Promise<URLSearchParams> {
    return req.method === 'POST' ? new URLSearchParams(await readBody(req, 16 * 1024)) : url.searchParams;
  }

  async function order(req: IncomingMessage, res: ServerResponse, url: URL, ctx: RequestContext): Promise<void> {
    const services = options.services();
    const { locale } = ctx;
    const fields = await fieldsOf(req, url);
    const step = (['addresses', 'payment', 'review'] as const).find((s) => s === fields.get('step')) ?? 'addresses';
    const page = (current: CheckoutStep | 'basket'): PageFrame => ({
      locale,
      title: 'checkout.title',
      note: 'checkout.note',
      steps: ORDER_STEP_IDS,
      current: ['basket', 'addresses', 'payment', 'review'].indexOf(current),
      firstHref: CART_PATH,
    });
    const shopper = await shopperOf(req, services);
    if (!shopper) return sendHtml(res, messagePage(page(step), 'checkout.login', { href: '/account?page=LoginPage', label: 'checkout.login.link' }), 401);
    const cart = await services.carts.get(shopper.owner, locale.currency, locale.code);
    if (!cart.lineItems.length || cart.cartId !== fields.get('cart')) {
      return sendHtml(res, messagePage(page(step), 'checkout.invalid', { href: CART_PATH, label: 'checkout.back' }), 409);
    }
    const t = textOf(locale);
    const payment = PAYMENT_METHODS.find((m) => m === fields.get('payment')) ?? 'invoice';
    const shipping = SHIPPING_METHODS.find((m) => m === fields.get('shipping')) ?? 'standard';
    const carried = { cart: cart.cartId, locale: locale.code, currency: cart.currency, uc_cross_domain_data: fields.get('uc_cross_domain_data') ?? undefined };
    const review = (problem?: string) =>
      frame(
        page('review'),
        `${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}${cartLines(locale, cart)}${addressBlock(locale, shopper.account)}` +
          `<h2>${t('checkout.payment.legend')}</h2><p>${t(`checkout.payment.${payment}`)}</p><h2>${t('checkout.shipping.legend')}</h2><p>${t(`checkout.shipping.${shipping}`)}</p>` +
          `<p><a href="${CHECKOUT_STAND_IN_PATH}?${new URLSearchParams({ ...withoutUndefined(carried), step: 'payment', payment, shipping }).toString()}">${t('checkout.review.change')}</a></p>` +
          `<form method="post" action="${CHECKOUT_STAND_IN_PATH}">${hidden({ ...carried, payment, shipping })}<button type="submit">${t('checkout.place')}</button></form>`,
      );

    if (req.method === 'POST') {
      try {
        const placed = await services.orders.placeFromCart(shopper.account.accountId, shopper.owner, locale.currency, locale.code);
        res.writeHead(303, { location: `/account?page=OrderHistory&order=${encodeURIComponent(placed.orderNumber)}`, 'cache-control': 'no-store' }).end();
        return;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const text = hasErrorMessage(error.code) ? errorMessage(error.code, locale.language, error.params) : error.message;
        return sendHtml(res, review(text), 409);
      }
    }
    if (step === 'addresses') {
      const next = shopper.account.addresses.length
        ? `<form method="get" action="${CHECKOUT_STAND_IN_PATH}">${hidden({ ...carried, step: 'payment' })}<button type="submit">${t('checkout.next.payment')}</button></form>`
        : '';
      return sendHtml(res, frame(page('addresses'), `${addressBlock(locale, shopper.account)}${next}`));
    }
    if (step === 'payment') {
      const radios = (name: string, values: readonly string[], chosen: string, legend: 'checkout.payment.legend' | 'checkout.shipping.legend') =>
        `<fieldset><legend>${t(legend)}</legend>${values
          .map(
            (v) =>
              `<label><input type="radio" name="${name}" value="${v}"${v === chosen ? ' checked' : ''}> ${t(`checkout.${name === 'payment' ? 'payment' : 'shipping'}.${v}` as 'checkout.payment.invoice')}</label><br>`,
          )
          .join('')}</fieldset>`;
      return sendHtml(
        res,
        frame(
          page('payment'),
          `<form method="get" action="${CHECKOUT_STAND_IN_PATH}">${hidden({ ...carried, step: 'review' })}${radios('payment', PAYMENT_METHODS, payment, 'checkout.payment.legend')}${radios('shipping', SHIPPING_METHODS, shipping, 'checkout.shipping.legend')}<button type="submit">${t('checkout.next.review')}</button></form>`,
        ),
      );
    }
    return sendHtml(res, review());
  }

  async function reservation(req: IncomingMessage, res: ServerResponse, url: URL, ctx: RequestContext): Promise<void> {
    const services = options.services();
    const { locale } = ctx;
    const fields = await fieldsOf(req, url);
    const step = fields.get('step') === 'review' ? 'review' : 'login';
    const basketHref = `${CART_PATH}?type=reservation`;
    const page = (current: 'overview' | 'login' | 'review'): PageFrame => ({
      locale,
      title: 'reservationCheckout.title',
      note: 'reservationCheckout.note',
      steps: RESERVATION_STEP_IDS,
      current: ['overview', 'login', 'review'].indexOf(current),
      firstHref: basketHref,
    });
    const shopper = await shopperOf(req, services);
    if (!shopper) return sendHtml(res, messagePage(page('login'), 'checkout.login', { href: '/account?page=LoginPage', label: 'checkout.login.link' }), 401);
    const basket = await services.reservations.basket(shopper.owner, locale.language);
    if (!basket.filiale || !basket.reservationBasketItems.length || basket.filiale.id !== fields.get('store')) {
      return sendHtml(res, messagePage(page(step), 'reservationCheckout.invalid', { href: basketHref, label: 'reservationCheckout.back' }), 409);
    }
    const t = textOf(locale);
    const carried = { store: basket.filiale.id, locale: locale.code };
    const review = (problem?: string) =>
      frame(
        page('review'),
        `${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}${reservationLines(locale, basket)}` +
          `<form method="post" action="${RESERVATION_CHECKOUT_STAND_IN_PATH}">${hidden(carried)}<button type="submit">${t('reservationCheckout.place')}</button></form>`,
      );
    if (req.method === 'POST') {
      try {
        const { reservationNumber } = await services.reservations.checkout(shopper.owner, shopper.account.accountId, locale.language);
        res.writeHead(303, { location: `/account?page=Reservation&reservation=${encodeURIComponent(reservationNumber)}`, 'cache-control': 'no-store' }).end();
        return;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return sendHtml(res, review(hasErrorMessage(error.code) ? errorMessage(error.code, locale.language, error.params) : error.message), 409);
      }
    }
    if (step === 'login') {
      const { firstName, lastName, email } = shopper.account;
      return sendHtml(
        res,
        frame(
          page('login'),
          `<p>${t('reservationCheckout.loggedInAs', { name: `${firstName} ${lastName}`, email })}</p>` +
            `<form method="get" action="${RESERVATION_CHECKOUT_STAND_IN_PATH}">${hidden({ ...carried, step: 'review' })}<button type="submit">${t('reservationCheckout.next.review')}</button></form>`,
        ),
      );
    }
    return sendHtml(res, review());
  }

  return {
    async handle(req, res, url, ctx) {
      const path = url.pathname.replace(/\/+$/, '');
      if (path !== CHECKOUT_STAND_IN_PATH && path !== RESERVATION_CHECKOUT_STAND_IN_PATH) return false;
      const method = req.method ?? 'GET';
      if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
        res.writeHead(METHOD_NOT_ALLOWED, { allow: 'GET, POST' }).end();
        return true;
      }
      // The final step's form changes state: only from the shop's own pages.
      const refused = crossSiteRefusal(req);
      if (refused) {
        res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(refused);
        return true;
      }
      await (path === CHECKOUT_STAND_IN_PATH ? order(req, res, url, ctx) : reservation(req, res, url, ctx));
      return true;
    },
  };
}

function withoutUndefined(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
