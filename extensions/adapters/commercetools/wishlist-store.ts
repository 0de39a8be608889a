import type { ShoppingList, ShoppingListDraft, ShoppingListLineItemDraft, ShoppingListUpdateAction } from '@commercetools/platform-sdk';
import { DomainError, type Owner } from '../../services/owner';
import { writeId } from '../../services/request-scope';
import { GUEST_WISHLIST_RETENTION_DAYS } from '../../../src/config/constants';
import { ct, isNotFound, literal, type CtApi } from './client';
import { createOnce, keyOf } from './create-once';
import { TYPES } from './model';
import { type SizelessColour, undoListChange } from './wishlist-entries';
import { type Change, hasLanded, isConflict, REQUESTS_FIELD, writeOnce } from './write-once';

/** Lists of one owner looked at (normally one; more only after two first adds ran at once). */
const LISTS_PER_OWNER = 10;

const predicate = (owner: Owner) => (owner.kind === 'account' ? `customer(id = ${literal(owner.id)})` : `anonymousId = ${literal(owner.id)}`);

/** The first entry of a new list: a sized line, or a colour without a size. */
export interface FirstEntry {
  line?: ShoppingListLineItemDraft;
  colour?: SizelessColour;
}

/**
 * The owners' wishlists as commercetools shopping lists, read and written: every change is one
 * update applied once (write-once.ts); a new list is created with its first entry in one request
 * (create-once.ts). The owner's list is the OLDEST one.
 */
export function createListStore(api: CtApi) {
  /** The owner's lists, oldest first. */
  async function listsOf(owner: Owner): Promise<ShoppingList[]> {
    const page = await ct(() =>
      api
        .shoppingLists()
        .get({ queryArgs: { where: predicate(owner), sort: 'createdAt asc', limit: LISTS_PER_OWNER } })
        .execute(),
    );
    return page.results;
  }

  async function readList(id: string): Promise<ShoppingList> {
    try {
      return await ct(() => api.shoppingLists().withId({ ID: id }).get().execute());
    } catch (error) {
      if (isNotFound(error)) throw new DomainError('unknown_line_item', 'This article is not on your wishlist.', 'not_found', undefined, { list: 'wishlist' });
      throw error;
    }
  }

  async function byKey(key: string): Promise<ShoppingList | null> {
    try {
      return await ct(() => api.shoppingLists().withKey({ key }).get().execute());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function send(list: ShoppingList, actions: ShoppingListUpdateAction[]): Promise<ShoppingList> {
    return (
      await api
        .shoppingLists()
        .withId({ ID: list.id })
        .post({ body: { version: list.version, actions } })
        .execute()
    ).body;
  }

  /** The custom fields of a list (its type set first when it has none: the colours start empty). */
  function custom(list: ShoppingList, fields: Record<string, string>): ShoppingListUpdateAction[] {
    if (!list.custom) return [{ action: 'setCustomType', type: { typeId: 'type', key: TYPES.wishlist }, fields: { colours: '[]', ...fields } }];
    return Object.entries(fields).map(([name, value]) => ({ action: 'setCustomField', name, value }));
  }

  /** Deletes a list at its version (read again when it changed meanwhile; gone already: fine). */
  async function removeList(list: ShoppingList): Promise<void> {
    for (let attempt = 0, current = list; ; attempt++) {
      try {
        await api
          .shoppingLists()
          .withId({ ID: current.id })
          .delete({ queryArgs: { version: current.version } })
          .execute();
        return;
      } catch (error) {
        if (isNotFound(error)) return;
        if (!isConflict(error) || attempt > 0) throw error;
        current = await readList(current.id);
      }
    }
  }

  /** One change of a list, applied once (write-once.ts). */
  function change(
    list: ShoppingList,
    plan: (current: ShoppingList) => Promise<Change<ShoppingListUpdateAction>> | Change<ShoppingListUpdateAction>,
    id = writeId(),
  ) {
    return writeOnce<ShoppingList, ShoppingListUpdateAction>({ id, current: list, read: () => readList(list.id), plan, custom, send, undo: undoListChange });
  }

  const draftOf = (owner: Owner, key: string, requests: string[], first: FirstEntry): ShoppingListDraft => ({
    key,
    name: { de: 'Merkzettel', en: 'Wishlist' },
    custom: {
      type: { typeId: 'type', key: TYPES.wishlist },
      fields: { colours: JSON.stringify(first.colour ? [first.colour] : []), [REQUESTS_FIELD]: JSON.stringify(requests) },
    },
    lineItems: first.line ? [first.line] : [],
    ...(owner.kind === 'account'
      ? { customer: { typeId: 'customer', id: owner.id } }
      : { anonymousId: owner.id, deleteDaysAfterLastModification: GUEST_WISHLIST_RETENTION_DAYS }),
  });

  /**
   * The owner's first list, created with its first entry in one request, applied once: its key names
   * the owner and the change, so a copy sent again finds it (create-once.ts). Answers what carries the
   * key: the list with the entry, or the empty stand-in of an earlier try (the caller changes it then).
   */
  function createWith(owner: Owner, first: FirstEntry, id = writeId()): Promise<ShoppingList> {
    const key = keyOf('w', owner.kind === 'account' ? 'a' : 's', owner.id, id);
    const post = (requests: string[], entry: FirstEntry) =>
      api
        .shoppingLists()
        .post({ body: draftOf(owner, key, requests, entry) })
        .execute();
    const sent: Change<ShoppingListUpdateAction> = {
      actions: first.line ? [{ action: 'addLineItem', ...first.line }] : [],
      ...(first.colour ? { fields: { colours: '[]' } } : {}),
    };
    return createOnce<ShoppingList>({
      name: `wishlist ${key}`,
      key,
      changeId: id,
      create: async () => (await post([id], first)).body,
      standIn: () => post([`!${id}`], {}),
      byKey: () => byKey(key),
      isOurs: (found) => hasLanded(found, id),
      onDuplicate: (found) => {
        if (!found) throw new Error(`The wishlist with the key ${key} exists and cannot be read.`);
        return found;
      },
      takeBack: async (found) => {
        await writeOnce<ShoppingList, ShoppingListUpdateAction>({
          id: `~${id}`,
          current: found,
          read: () => readList(found.id),
          plan: (now) => undoListChange(now, sent, { lineItems: [], custom: undefined }),
          custom,
          send,
          landed: (state) => !hasLanded(state, id),
        });
        console.warn(`[commercetools] wishlist ${key} was created after its action answered 503; its entry was taken off`);
      },
    });
  }

  return { listsOf, readList, removeList, change, createWith };
}
