import type { Customer } from '@commercetools/platform-sdk';
import { BackendUnavailableError, settling, writeId } from '../../services/request-scope';
import { ctErrorOf } from './client';
import type { CustomerStore } from './customer-store';
import { afterAnswer, isConflict, keptAfter503, REQUESTS_FIELD, settleLost, settlePause, withRequest } from './write-once';

/** Password changes and resets applied once (outside the update actions, see passwordOnce). */
export function createPasswordChanges({ mustGet, send, custom, signIn }: CustomerStore) {
  /**
   * A change commercetools makes outside the update actions (password change, reset) at the
   * customer's version, once: sent again after a lost answer it meets a 409 (or a used token), and
   * whether it landed is learnt by signing in with the new password; without any answer, the
   * customer's version is moved on (marked `!id`), after which the lost request cannot land.
   */
  async function passwordOnce(
    first: Customer,
    newPassword: string,
    request: (c: Customer) => Promise<unknown>,
    refused: (error: unknown) => Error | null,
    undo?: (c: Customer) => Promise<unknown>,
  ): Promise<void> {
    const id = writeId();
    const landed = async () => Boolean(await signIn(first.email, newPassword));
    let sent = first;
    try {
      for (let c = first; ; ) {
        sent = c;
        try {
          await request(c);
          return;
        } catch (error) {
          if (error instanceof BackendUnavailableError && error.uncertain) return await settlePassword(c, id, landed);
          if (!ctErrorOf(error)) throw error;
          if (await settling(landed)) return;
          // Someone else changed the customer meanwhile: again on the version there is now.
          if (isConflict(error)) {
            c = await mustGet(c.id);
            continue;
          }
          throw refused(error) ?? error;
        }
      }
    } catch (error) {
      if (error instanceof BackendUnavailableError) settlePasswordLater(sent, id, landed, undo);
      throw error;
    }
  }

  /** A password change the action answered 503 for while it may have landed: fenced, or taken back (`undo`) or reported. */
  function settlePasswordLater(c: Customer, id: string, landed: () => Promise<boolean>, undo?: (c: Customer) => Promise<unknown>): void {
    afterAnswer(`password change ${id}`, id, async () => {
      try {
        await send(c, custom(c, { [REQUESTS_FIELD]: withRequest(c, `!${id}`) }));
        return true;
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
      const now = await mustGet(c.id);
      if (now.version === c.version) return false;
      if (!(await landed())) return true;
      if (undo) await undo(now);
      else keptAfter503(id);
      return true;
    });
  }

  /** A password change sent without any answer: the customer's version is moved on, or found moved by the change. */
  function settlePassword(c: Customer, id: string, landed: () => Promise<boolean>): Promise<void> {
    return settleLost<void>({
      fence: () => send(c, custom(c, { [REQUESTS_FIELD]: withRequest(c, `!${id}`) })),
      look: async () => {
        const now = await mustGet(c.id);
        if (now.version === c.version) return 'open';
        return (await landed()) ? { landed: undefined } : 'cancelled';
      },
      pauseMs: settlePause(),
    });
  }

  return { passwordOnce };
}
