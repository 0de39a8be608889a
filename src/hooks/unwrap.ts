import type { ApiResult } from '../api/request';

/** Fetcher for SWR: the answer's payload, or a thrown error (SWR keeps it in `error`). */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new Error(result.errors[0]?.message ?? 'failed');
  return result.data;
}
