import type * as z from 'zod';
import { encodeMessage, messageOfIssue } from '../../i18n/field-messages';
import type { CheckResult, FieldErrors, FormCheck } from './checked-form';

/**
 * A plain form's check from the zod schema the endpoint validates with (useCheckedForm.ts): each
 * field's first issue as a translatable message id, as useZodForm's resolver gives them. Imported
 * only by a form's check chunk, so the page that shows the form loads no zod. `read` turns the
 * entered texts into the schema's input (e.g. a tick's "on" into true).
 */
export function zodCheck<F extends string, S extends z.ZodType>(
  schema: S,
  fields: readonly F[],
  read: (entered: Record<F, string>) => unknown = (entered) => entered,
): FormCheck<F, z.output<S>> {
  return async (entered) => {
    const result = await schema.safeParseAsync(read(entered));
    if (result.success) return { ok: true, values: result.data } satisfies CheckResult<F, z.output<S>>;
    const errors: FieldErrors<F> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as F;
      if (fields.includes(field) && !errors[field]) errors[field] = { type: issue.code, message: encodeMessage(messageOfIssue(issue)) };
    }
    return { ok: false, errors };
  };
}
