import { defineAction } from '../lib/action';
import { reserveAddSchema, reserveEditSchema, reserveRemoveSchema } from '../../src/domain/reservation';
import { accountOf, ownerOf } from './support';

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

/** Reserving needs an account: the store holds the articles under the customer's name. */
export const checkout = defineAction({
  requireAccount: true,
  handler: async ({ session, services, locale }) => {
    const account = await accountOf(services, session);
    const { owner } = ownerOf(session);
    const result = await services.reservations.checkout(owner, account.accountId, locale.language);
    return { body: { success: true, errors: [], data: result, reservation: await services.reservations.basket(owner, locale.language) } };
  },
});
