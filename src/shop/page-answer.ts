import { isFrontendRedirect, type FrontendPageResponse, type FrontendRedirectResponse } from './frontend-page';

/**
 * What the API hub's page API (`sdk.page.getPage` of `@commercetools/frontend-sdk`) answered, as a
 * Frontend project's page renders it: the page, a redirect, nothing at the address (the project
 * answers 404), or a page whose backend did not answer in time (the hub's 503 `backend_unavailable`,
 * see README "On a failing commercetools": the project shows the site's `/503` page, never a 404
 * that would tell a crawler the product is gone).
 */
export type PageAnswer = { kind: 'page'; page: FrontendPageResponse } | { kind: 'redirect'; target: string } | { kind: 'missing' } | { kind: 'unavailable' };

/** The site's page shown while a page's backend does not answer (edited in the page builder like /404). */
export const UNAVAILABLE_PAGE_PATH = '/503';

/** The answer of `getPage` (`{ isError, data }` or `{ isError, error }`, the error being the hub's JSON body). */
export type GetPageResult = { isError: false; data: unknown } | { isError: true; error: unknown };

function errorCodes(error: unknown): string[] {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.map((e) => (e as { code?: unknown } | null)?.code).filter((c): c is string => typeof c === 'string') : [];
}

export function pageAnswerOf(result: GetPageResult): PageAnswer {
  if (result.isError) return errorCodes(result.error).includes('backend_unavailable') ? { kind: 'unavailable' } : { kind: 'missing' };
  const data = result.data as FrontendPageResponse | FrontendRedirectResponse;
  return isFrontendRedirect(data) ? { kind: 'redirect', target: data.target } : { kind: 'page', page: data };
}
