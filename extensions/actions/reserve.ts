import { defineAction } from '../lib/action';
import { reserveAddSchema, reserveEditSchema, reserveRemoveSchema } from '../../src/domain/reservation';
import { accountOf, ownerOf } from './support';
import { ActionError } from '../lib/errors';
import { reservationCheckoutAddress } from '../lib/checkout-handoff';

/** Click and reserve (accounts-cart-services.md §7): answers carry the reservation basket. */

export const add = defineAction({
  body: reserveAddSchema,
  handler: async ({ body, session, services, locale }) => {
    const { owner, session: next } = ownerOf(session);
    const reservation = await services.reservations.add(owner, { sku: body.oxid, amount: body.amount, storeId: body.filialeid }, locale.language);
    return { body: { success: true, errors: [], reservation }, ...(next ? { session: next } : {}) };
  },
});

export const edit = defineAction({
  body: reserveEditSchema,
  handler: async ({ body, session, services, locale }) => {
    const { owner } = ownerOf(session);
    const reservation = await services.reservations.edit(
      owner,
      { basketId: body.basketid, amount: body.amount, ...(body.filialeid ? { storeId: body.filialeid } : {}) },
      locale.language,
    );
    return { body: { success: true, errors: [], reservation } };
  },
});

export const removeLineItem = defineAction({
  body: reserveRemoveSchema,
  handler: async ({ body, session, services, locale }) => {
    const { owner } = ownerOf(session);
    return { body: { success: true, errors: [], reservation: await services.reservations.remove(owner, body.basketid, locale.language) } };
  },
});

export const cart = defineAction({
  handler: async ({ session, services, locale }) => {
    const { owner } = ownerOf(session);
    return { body: { success: true, errors: [], reservation: await services.reservations.basket(owner, locale.language) } };
  },
});

/**
 * Reserving needs an account: the store holds the articles under the customer's name. The basket is
 * handed to the reservation checkout (steps Anmelden, Reservierung prüfen), which reserves: the
 * answer is its address (`reservationCheckoutUrl`, else the local host's stand-in, host/checkout.ts).
 */
export const checkout = defineAction({
  requireAccount: true,
  handler: async ({ session, services, locale, configuration }) => {
    await accountOf(services, session);
    const { owner } = ownerOf(session);
    const reservation = await services.reservations.basket(owner, locale.language);
    if (!reservation.filiale || !reservation.reservationBasketItems.length)
      throw ActionError.badRequest('reservation_empty', 'The reservation basket is empty.');
    const url = reservationCheckoutAddress(configuration.reservationCheckoutUrl, { storeId: reservation.filiale.id, locale: locale.code });
    return { body: { success: true, errors: [], data: { url }, reservation } };
  },
});
