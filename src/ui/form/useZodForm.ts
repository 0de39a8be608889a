import { useForm, type FieldError, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn, type Path } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import type * as z from 'zod';
import type { ApiError } from '../../domain/api';
import { encodeMessage, messageOfIssue, messageForCode, verbatimMessage } from '../../i18n/field-messages';

/**
 * Validates with the schema and turns every issue into a translatable message id from its code and
 * parameters (minimum, maximum, format ...), so an English message written into a shared domain
 * schema never reaches the shopper; a message that is itself an id ('validation.accept') is kept.
 */
export function zodFormResolver<S extends z.ZodType>(schema: S): Resolver<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as z.output<S> & FieldValues, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (errors[path]) continue;
      errors[path] = { type: issue.code, message: encodeMessage(messageOfIssue(issue)) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * react-hook-form with the zod schema the endpoint validates with (one source of truth), errors
 * as translatable message ids. Validation runs on submit, then on change.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodFormResolver(schema) as never,
  });
}

/**
 * Puts an endpoint's field errors on the form's fields; returns the errors without a known field.
 * The server writes every message in the shopper's language (its specific rule, e.g. email_exists
 * or birthdate_range, and zod's generic codes with their parameters alike), so its text is shown;
 * an answer without a text gets the form's own message for the code.
 */
export function applyServerErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>, errors: ApiError[]): ApiError[] {
  const rest: ApiError[] = [];
  const values = form.getValues() as Record<string, unknown>;
  for (const error of errors) {
    const top = error.field?.split('.')[0];
    if (error.field && top && top in values) {
      form.setError(error.field as Path<T>, {
        type: error.code,
        message: error.message ? verbatimMessage(error.message) : encodeMessage(messageForCode(error.code)),
      });
    } else {
      rest.push(error);
    }
  }
  return rest;
}
