/** A field's error as the form fields show it (FieldErrorText): a message id with values, and its code. */
export type FieldErrors<F extends string> = Partial<Record<F, { type: string; message: string }>>;

/** What a form's check says about the entered values: the parsed values, or an error per field. */
export type CheckResult<F extends string, V> = { ok: true; values: V } | { ok: false; errors: FieldErrors<F> };

/** A form's check (its zod schema, in a chunk of its own: ./zod-check.ts). */
export type FormCheck<F extends string, V> = (entered: Record<F, string>) => Promise<CheckResult<F, V>>;
