import { BackendUnavailableError, settling } from '../../services/request-scope';
import { ctErrorCodes } from './client';
import { CtHttpError } from './http';
import { afterAnswer, settleLost, settlePause } from './write-once';

/**
 * A create applied once (customers, carts, shopping lists): the new resource carries a key made
 * from the change's id, so a copy sent again after a lost answer (http.ts) meets DuplicateField and
 * the resource that landed is read by its key.
 *
 * Without any answer, a stand-in with the key is created (after it, the lost request can never land)
 * while the resource is looked for by its key: whichever tells first decides. When the outcome is
 * still unknown at the deadline the action answers 503 and the create is settled after the answer:
 * the stand-in goes in, or what landed is taken back, so that the 503 stays true.
 */
export interface CreateOnce<R> {
  /** For the log: what is created (`registration r-…`). */
  name: string;
  key: string;
  /** The change's id, when the create is a shopper's change (a repeat of it waits for this one's settlement). */
  changeId?: string;
  /** POSTs the resource with the key. */
  create(): Promise<R>;
  /** POSTs the inert stand-in with the key (an empty cart, a customer nobody can sign in as, ...). */
  standIn(): Promise<unknown>;
  /** The resource with the key, or null. */
  byKey(): Promise<R | null>;
  /** Whether what carries the key is this create's resource (not the stand-in). */
  isOurs(found: R): boolean;
  /**
   * The answer when a copy met DuplicateField: what carries the key (null: nothing, the duplicate
   * was another field, such as a customer's email). Throws for a create the rules refuse.
   */
  onDuplicate(found: R | null): R;
  /** After a 503: takes back the resource that landed anyway. */
  takeBack(found: R): Promise<void>;
}

export async function createOnce<R>(spec: CreateOnce<R>): Promise<R> {
  try {
    return await spec.create();
  } catch (error) {
    if (ctErrorCodes(error).includes('DuplicateField')) return spec.onDuplicate(await settling(() => spec.byKey()));
    if (!(error instanceof BackendUnavailableError && error.uncertain)) throw error;
  }
  return settleLost<R>({
    later: () =>
      afterAnswer(spec.name, spec.changeId ?? spec.key, async () => {
        try {
          await spec.standIn();
          return true;
        } catch (error) {
          if (!ctErrorCodes(error).includes('DuplicateField')) throw error;
        }
        const found = await spec.byKey();
        // Created although the answer was a 503: taken back.
        if (found && spec.isOurs(found)) await spec.takeBack(found);
        return true;
      }),
    fence: async () => {
      try {
        await spec.standIn();
      } catch (error) {
        // The key is taken: by the create (the look finds it) or by a stand-in sent before.
        if (ctErrorCodes(error).includes('DuplicateField')) throw new CtHttpError(409, { message: 'The key is taken.' });
        throw error;
      }
    },
    look: async () => {
      const found = await spec.byKey();
      if (!found) return 'open';
      return spec.isOurs(found) ? { landed: found } : 'cancelled';
    },
    pauseMs: settlePause(),
  });
}

/** A resource key from parts (commercetools keys: 2-256 of `A-Za-z0-9_-`). */
export function keyOf(...parts: string[]): string {
  return parts
    .join('-')
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .slice(0, 256);
}
