import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { ORDER_SEARCH_WINDOW_MONTHS } from '../../src/config/constants';
import { orderSearchParamsSchema, orderYearParamsSchema } from '../../src/domain/order';
import { reservationCancelSchema } from '../../src/domain/reservation';

/** Order and reservation history of the logged-in customer (accounts-cart-services.md §2, §7). */

export const history = defineAction({
  requireAccount: true,
  handler: async ({ session, services }) => ({ body: { success: true, data: await services.orders.list(session.accountId!) } }),
});

export const historyByYear = defineAction({
  query: orderYearParamsSchema,
  requireAccount: true,
  handler: async ({ query, session, services }) => ({
    body: { success: true, year: query.year, data: await services.orders.list(session.accountId!, { year: query.year }) },
  }),
});

/** The newest year with orders (the current year when there are none). */
export const historyDefaultYear = defineAction({
  requireAccount: true,
  handler: async ({ session, services }) => {
    const [year = new Date().getFullYear()] = await services.orders.years(session.accountId!);
    return { body: { success: true, year, data: await services.orders.list(session.accountId!, { year }) } };
  },
});

export const years = defineAction({
  requireAccount: true,
  handler: async ({ session, services }) => ({ body: { success: true, data: await services.orders.years(session.accountId!) } }),
});

/** Without a term: the orders of the last three months; with one: every order matching it. */
export const search = defineAction({
  query: orderSearchParamsSchema,
  requireAccount: true,
  handler: async ({ query, session, services }) => {
    const since = new Date();
    since.setMonth(since.getMonth() - ORDER_SEARCH_WINDOW_MONTHS);
    const data = await services.orders.list(session.accountId!, query.term ? { term: query.term } : { since });
    return { body: { success: true, data } };
  },
});

export const reservationHistory = defineAction({
  requireAccount: true,
  handler: async ({ session, services, project, locale }) => {
    if (!project.features.reservationHistory) throw ActionError.notFound('not_available', 'The reservation history is not available in this shop.');
    return { body: { success: true, data: await services.reservations.history(session.accountId!, locale.language) } };
  },
});

/**
 * Cancels a reservation of the customer's history while the store still holds it
 * (mayCancelReservation); not where the shop has no reservation history (eck). Another account's
 * reservation answers like a missing one.
 */
export const reservationCancel = defineAction({
  body: reservationCancelSchema,
  requireAccount: true,
  handler: async ({ body, session, services, project, locale }) => {
    if (!project.features.reservationHistory) throw ActionError.notFound('not_available', 'The reservation history is not available in this shop.');
    const result = await services.reservations.cancel(session.accountId!, body.reservationNumber, locale.language);
    if (result.outcome === 'unknown') {
      throw ActionError.notFound('reservation_unknown', 'There is no such reservation in this account.', 'reservationNumber');
    }
    if (result.outcome === 'refused') {
      throw ActionError.conflict('reservation_not_cancellable', 'This reservation can no longer be cancelled.', 'reservationNumber').withParams({
        status: result.status,
      });
    }
    return { body: { success: true, data: result.entries } };
  },
});
