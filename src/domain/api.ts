import type { ZodError } from 'zod';

/**
 * The failure answer of every endpoint. Checked by hand rather than with zod: the request helper
 * checks failed answers in the browser on every page, and any zod import in that path puts zod
 * (about 20 KB gzip) into the first load. `apiFailureSchema.safeParse` answers like a zod schema.
 */

/** One error of a failed call: a stable code for programs, a message for people, the field it concerns. */
export interface ApiError {
  code: string;
  message: string;
  field?: string;
  /** With 429: seconds until a new attempt may pass (the local host also sends them as Retry-After). */
  retryAfter?: number;
}

/** Every endpoint answers bad input with this body and a 4xx status. */
export interface ApiFailure {
  success: false;
  errors: ApiError[];
}

type Parsed<T> = { success: true; data: T } | { success: false; data?: undefined };

function apiError(value: unknown): ApiError | null {
  if (!value || typeof value !== 'object') return null;
  const { code, message, field, retryAfter } = value as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (field !== undefined && typeof field !== 'string') return null;
  if (retryAfter !== undefined && !(typeof retryAfter === 'number' && Number.isInteger(retryAfter) && retryAfter > 0)) return null;
  // Known keys only, as a zod object schema strips the others.
  return { code, message, ...(field !== undefined ? { field } : {}), ...(retryAfter !== undefined ? { retryAfter } : {}) };
}

export const apiFailureSchema = {
  safeParse(value: unknown): Parsed<ApiFailure> {
    if (!value || typeof value !== 'object') return { success: false };
    const { success, errors } = value as Record<string, unknown>;
    if (success !== false || !Array.isArray(errors) || errors.length === 0) return { success: false };
    const parsed = errors.map(apiError);
    if (parsed.some((e) => e === null)) return { success: false };
    return { success: true, data: { success: false, errors: parsed as ApiError[] } };
  },
};

export function isApiFailure(value: unknown): value is ApiFailure {
  return apiFailureSchema.safeParse(value).success;
}

/** Turns zod issues into the `errors` list, with the field as a dotted path. */
export function errorsFromZod(error: ZodError): ApiError[] {
  return error.issues.map((issue) => ({
    code: issue.code === 'custom' ? String((issue as { params?: { code?: string } }).params?.code ?? 'invalid') : issue.code,
    message: issue.message,
    ...(issue.path.length ? { field: issue.path.map(String).join('.') } : {}),
  }));
}
