import { useForm, type FieldValues, type UseFormProps, type UseFormReturn, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import type { ApiError } from '../../domain/api';
import { encodeMessage, formErrorMap, messageForCode } from './messages';

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
    // The resolver's generics are wider than the form's; the schema is the same on both sides.
    resolver: zodResolver(schema as never, { error: formErrorMap } as never) as never,
  });
}

/** Puts an endpoint's field errors on the form's fields; returns the errors without a known field. */
export function applyServerErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>, errors: ApiError[]): ApiError[] {
  const rest: ApiError[] = [];
  const values = form.getValues() as Record<string, unknown>;
  for (const error of errors) {
    const top = error.field?.split('.')[0];
    if (error.field && top && top in values) {
      form.setError(error.field as Path<T>, { type: error.code, message: encodeMessage(messageForCode(error.code)) });
    } else {
      rest.push(error);
    }
  }
  return rest;
}
