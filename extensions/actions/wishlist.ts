import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { mergeSession } from '../lib/session';
import { wishlistAddSchema, wishlistMigrateSchema, wishlistRemoveSchema } from '../../src/domain/wishlist';
import { accountOf, ownerOf, sessionOwner } from './support';

/** The wishlist (accounts-cart-services.md §3, §4); guests keep entries for seven days. */

export const get = defineAction({
  handler: async ({ session, services, locale }) => {
    const { owner } = ownerOf(session);
    return { body: { success: true, wishlist: await services.wishlists.get(owner, locale.language) } };
  },
});

export const add = defineAction({
  body: wishlistAddSchema,
  handler: async ({ body, session, services, locale }) => {
    const { owner, session: created } = ownerOf(session);
    const wishlist = await services.wishlists.add(owner, { itemNumber: body.itemNumber, ...(body.sku ? { sku: body.sku } : {}) }, locale.language);
    // The first add of a guest session shows the notice explaining the session wishlist, once.
    const firstInSession = owner.kind === 'session' && !session.wishlistNoticeShown;
    const next = firstInSession ? mergeSession(created ?? session, { wishlistNoticeShown: true }) : created;
    return { body: { success: true, wishlist, firstInSession }, ...(next ? { session: next } : {}) };
  },
});

export const remove = defineAction({
  body: wishlistRemoveSchema,
  handler: async ({ body, session, services, locale }) => {
    const { owner } = ownerOf(session);
    return { body: { success: true, wishlist: await services.wishlists.remove(owner, body, locale.language) } };
  },
});

/** After login: the session's entries move into the account's wishlist. */
export const migrate = defineAction({
  body: wishlistMigrateSchema,
  requireAccount: true,
  handler: async ({ body, session, services, locale }) => {
    const account = await accountOf(services, session);
    if (body.userId !== account.accountId) throw ActionError.forbidden('You can only move the wishlist into your own account.');
    const into = { kind: 'account' as const, id: account.accountId };
    const from = sessionOwner(session);
    const wishlist = from ? await services.wishlists.migrate(from, into, locale.language) : await services.wishlists.get(into, locale.language);
    return { body: { success: true, wishlist } };
  },
});

/** For guests: drops entries older than the retention. */
export const cleanup = defineAction({
  handler: async ({ session, services }) => {
    const owner = sessionOwner(session);
    const removed = owner && !session.accountId ? await services.wishlists.cleanup(owner) : 0;
    return { body: { success: true, removed } };
  },
});
