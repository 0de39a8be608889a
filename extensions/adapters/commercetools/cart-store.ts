import type { Cart as CtCart, CartDraft, CartUpdateAction, LineItemDraft } from '@commercetools/platform-sdk';
import type { Owner } from '../../services/owner';
import { writeId } from '../../services/request-scope';
import { asLanguage, countryOf } from '../shared/lines';
import { ct, isNotFound, literal, type CtApi } from './client';
import { createOnce, keyOf } from './create-once';
import { lineDraftLike, undoCartChange } from './cart-lines';
import { type Change, hasLanded, isConflict, REQUESTS_FIELD, requestsOf, writeOnce } from './write-once';
import { TYPES } from './model';

/** Carts are always read with their discount codes (the voucher amounts need them): no follow-up read. */
const EXPAND = ['discountCodes[*].discountCode'];
/** Active carts of one owner looked at (normally one; more only after a create was sent twice). */
const CARTS_PER_OWNER = 10;

const ownerPredicate = (owner: Owner) => (owner.kind === 'account' ? `customerId = ${literal(owner.id)}` : `anonymousId = ${literal(owner.id)}`);

/** Whether a cart belongs to the owner. */
export const isOwnedBy = (cart: CtCart, owner: Owner) => (owner.kind === 'account' ? cart.customerId === owner.id : cart.anonymousId === owner.id);

export type CartStore = ReturnType<typeof createCartStore>;

/** Whether the cart is the owner's active cart (not ordered, merged or handed to another owner). */
export const isActiveCartOf = (cart: CtCart, owner: Owner) => cart.cartState === 'Active' && isOwnedBy(cart, owner);

/**
 * The cart a change was about to be written to is no longer the owner's active cart (ordered, merged,
 * handed to another owner or deleted since it was read): nothing was written; the caller makes the
 * change on a fresh read of the owner's cart.
 */
export class CartMovedOn extends Error {
  constructor() {
    super("The cart is no longer the owner's active cart.");
    this.name = 'CartMovedOn';
  }
}

/**
 * The owners' carts in commercetools, read and written: every read expands the discount codes, every
 * change is one update applied once (write-once.ts), a new cart is created with its first lines in
 * one request (create-once.ts). The owner's cart is the OLDEST active one in the currency: a cart
 * created twice (an empty create sent again after its answer was lost) leaves a newer empty one that
 * is never chosen.
 */
export function createCartStore(api: CtApi) {
  /** The active carts of the owners, oldest first (one query for all of them). */
  async function activeCarts(...owners: Owner[]): Promise<CtCart[]> {
    const predicate = owners.length === 1 ? ownerPredicate(owners[0]!) : `(${owners.map(ownerPredicate).join(' or ')})`;
    const page = await ct(() =>
      api
        .carts()
        .get({ queryArgs: { where: [predicate, 'cartState = "Active"'], sort: 'createdAt asc', limit: CARTS_PER_OWNER * owners.length, expand: EXPAND } })
        .execute(),
    );
    return page.results;
  }

  const inCurrency = (carts: CtCart[], currency: string) => carts.find((c) => c.totalPrice.currencyCode === currency.toUpperCase()) ?? null;

  async function activeCart(owner: Owner, currency?: string): Promise<CtCart | null> {
    const carts = await activeCarts(owner);
    return (currency ? inCurrency(carts, currency) : null) ?? carts[0] ?? null;
  }

  async function readCart(id: string): Promise<CtCart | null> {
    try {
      return await ct(() =>
        api
          .carts()
          .withId({ ID: id })
          .get({ queryArgs: { expand: EXPAND } })
          .execute(),
      );
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function byKey(key: string): Promise<CtCart | null> {
    try {
      return await ct(() =>
        api
          .carts()
          .withKey({ key })
          .get({ queryArgs: { expand: EXPAND } })
          .execute(),
      );
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** A new cart of the owner in the region's currency, country and language. */
  const draftOf = (owner: Owner, currency: string, language: string, requests: string[]): CartDraft => ({
    currency: currency.toUpperCase(),
    locale: asLanguage(language),
    ...(countryOf(language) ? { country: countryOf(language) } : {}),
    ...(owner.kind === 'account' ? { customerId: owner.id } : { anonymousId: owner.id }),
    custom: { type: { typeId: 'type', key: TYPES.order }, fields: { [REQUESTS_FIELD]: JSON.stringify(requests) } },
  });

  /** An empty cart for the owner (a second one, from a create sent twice, is newer and never chosen). */
  async function createEmpty(owner: Owner, currency: string, language: string): Promise<void> {
    await ct(() =>
      api
        .carts()
        .post({ body: draftOf(owner, currency, language, []) })
        .execute(),
    );
  }

  function customFields(cart: CtCart, fields: Record<string, string>): CartUpdateAction[] {
    if (!cart.custom) return [{ action: 'setCustomType', type: { typeId: 'type', key: TYPES.order }, fields }];
    return Object.entries(fields).map(([name, value]) => ({ action: 'setCustomField', name, value }));
  }

  async function send(cart: CtCart, actions: CartUpdateAction[]): Promise<CtCart> {
    return (
      await api
        .carts()
        .withId({ ID: cart.id })
        .post({ body: { version: cart.version, actions }, queryArgs: { expand: EXPAND } })
        .execute()
    ).body;
  }

  /**
   * The owner's first cart, created with the change's lines in one request, applied once: its key
   * names the owner and the change, so a copy sent again finds it. Without any answer a stand-in (an
   * empty cart with that key, the change marked cancelled) fences the lost create; a create that
   * landed after the action answered 503 has its lines taken off again. Answers what carries the
   * key: the cart with the change, or the stand-in of an earlier try (the caller changes it then).
   */
  function createWith(owner: Owner, currency: string, language: string, lines: LineItemDraft[], id = writeId()): Promise<CtCart> {
    const key = keyOf('c', owner.kind === 'account' ? 'a' : 's', owner.id, id);
    const post = (requests: string[], lineItems: LineItemDraft[]) =>
      api
        .carts()
        .post({ body: { ...draftOf(owner, currency, language, requests), key, lineItems }, queryArgs: { expand: EXPAND } })
        .execute();
    const empty: Pick<CtCart, 'lineItems' | 'discountCodes' | 'custom'> = { lineItems: [], discountCodes: [], custom: undefined };
    return createOnce<CtCart>({
      name: `cart ${key}`,
      key,
      changeId: id,
      create: async () => (await post([id], lines)).body,
      standIn: () => post([`!${id}`], []),
      byKey: () => byKey(key),
      isOurs: (found) => hasLanded(found, id),
      onDuplicate: (found) => {
        if (!found) throw new Error(`The cart with the key ${key} exists and cannot be read.`);
        return found;
      },
      takeBack: async (found) => {
        await writeOnce<CtCart, CartUpdateAction>({
          id: `~${id}`,
          current: found,
          read: async () => (await readCart(found.id)) ?? found,
          plan: (now) => undoCartChange(now, { actions: lines.map((l) => ({ action: 'addLineItem', ...l })) }, empty),
          custom: customFields,
          send,
          landed: (state) => !hasLanded(state, id),
        });
        console.warn(`[commercetools] cart ${key} was created after its action answered 503; its lines were taken off`);
      },
    });
  }

  /** Deletes a cart at its version (gone already: fine). */
  async function removeCart(cart: CtCart): Promise<void> {
    for (let current: CtCart | null = cart; current; ) {
      try {
        const version: number = current.version;
        const id: string = current.id;
        await api.carts().withId({ ID: id }).delete({ queryArgs: { version } }).execute();
        return;
      } catch (error) {
        if (isNotFound(error)) return;
        if (!isConflict(error)) throw error;
        current = await readCart(current.id);
      }
    }
  }

  /** The country and language of the shopper's region on the cart (part of the next change). */
  function placeActions(cart: CtCart, language: string): CartUpdateAction[] {
    const country = countryOf(language);
    return [
      ...(country && cart.country !== country ? [{ action: 'setCountry' as const, country }] : []),
      ...(cart.locale !== asLanguage(language) ? [{ action: 'setLocale' as const, locale: asLanguage(language) }] : []),
    ];
  }

  /**
   * One change of a cart, applied once: `plan` gives its update actions on the cart as it is (again
   * after someone else changed it); the region's country and language go along in the same update.
   * The change is only written to the owner's active cart: read again after a 409, a cart that was
   * ordered, merged, handed to another owner or deleted since (a checkout or a login racing the
   * change) throws CartMovedOn and nothing was written; the change found in it already (an earlier
   * copy whose answer was lost) is the answer, wherever the cart went.
   */
  function change(
    cart: CtCart,
    owner: Owner,
    language: string,
    plan: (current: CtCart) => Promise<Change<CartUpdateAction>> | Change<CartUpdateAction>,
    step?: string,
  ): Promise<CtCart> {
    return writeOnce<CtCart, CartUpdateAction>({
      id: writeId(step),
      current: cart,
      read: async () => {
        const again = await readCart(cart.id);
        if (!again) throw new CartMovedOn();
        return again;
      },
      plan: async (current) => {
        if (!isActiveCartOf(current, owner)) throw new CartMovedOn();
        const { actions = [], fields } = await plan(current);
        return actions.length || fields ? { actions: [...placeActions(current, language), ...actions], ...(fields ? { fields } : {}) } : {};
      },
      custom: customFields,
      send,
      undo: undoCartChange,
    });
  }

  /** Moves a cart's lines into `target` once (by the source's id), then deletes the source. */
  async function moveLines(source: CtCart, target: CtCart): Promise<CtCart> {
    const moved = await writeOnce<CtCart, CartUpdateAction>({
      id: `move-${source.id}`,
      current: target,
      read: async () => (await readCart(target.id)) ?? target,
      plan: () => ({ actions: source.lineItems.map((l) => lineDraftLike(l)) }),
      custom: customFields,
      send,
    });
    await removeCart(source);
    return moved;
  }

  /**
   * The owner's cart in the requested currency (commercetools carts have one currency): a cart in
   * another currency is moved over (its lines into a new cart, once, then it is deleted). Without
   * any cart: null, or an empty one when `create`.
   */
  async function cartIn(owner: Owner, currency: string, language: string, create: boolean): Promise<CtCart | null> {
    const carts = await activeCarts(owner);
    const current = inCurrency(carts, currency);
    if (current) {
      let target = current;
      for (const left of carts) {
        if (left === current) continue;
        // A cart whose lines were moved here already (its deletion failed): delete it now.
        if (requestsOf(target).includes(`move-${left.id}`)) await removeCart(left).catch(() => undefined);
        // A newer cart in the same currency with lines: two first adds ran at once and each created
        // a cart with its lines; the newer one's lines join the owner's cart (once), then it goes.
        else if (left.lineItems.length && left.totalPrice.currencyCode === target.totalPrice.currencyCode) target = await moveLines(left, target);
      }
      return target;
    }
    const other = carts[0] ?? null;
    if (!other && !create) return null;
    await createEmpty(owner, currency, language);
    const fresh = inCurrency(await activeCarts(owner), currency);
    if (!fresh) throw new Error(`The cart created for ${owner.kind} ${owner.id} in ${currency} is not listed.`);
    return other ? moveLines(other, fresh) : fresh;
  }

  return { activeCarts, activeCart, inCurrency, readCart, createWith, removeCart, customFields, send, change, cartIn };
}
