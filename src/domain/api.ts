import * as z from 'zod';

/** One error of a failed call: a stable code for programs, a message for people, the field it concerns. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** With 429: seconds until a new attempt may pass (the local host also sends them as Retry-After). */
  retryAfter: z.number().int().positive().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every endpoint answers bad input with this body and a 4xx status. */
export const apiFailureSchema = z.object({
  success: z.literal(false),
  errors: z.array(apiErrorSchema).min(1),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

export function isApiFailure(value: unknown): value is ApiFailure {
  return apiFailureSchema.safeParse(value).success;
}

/** Turns zod issues into the `errors` list, with the field as a dotted path. */
export function errorsFromZod(error: z.ZodError): ApiError[] {
  return error.issues.map((issue) => ({
    code: issue.code === 'custom' ? String((issue as { params?: { code?: string } }).params?.code ?? 'invalid') : issue.code,
    message: issue.message,
    ...(issue.path.length ? { field: issue.path.map(String).join('.') } : {}),
  }));
}
