import { isFrontendRedirect, type FrontendPageResponse, type FrontendRedirectResponse } from './frontend-page';

/**
 * What the API hub's page API (`sdk.page.getPage` of `@commercetools/frontend-sdk`) answered, as a
 * Frontend project's page renders it: the page, a redirect, nothing at the address (the project
 * answers 404), or a page whose backend did not answer in time (the hub's 503 `backend_unavailable`,
 * see README "On a failing commercetools": the project shows the site's `/503` page, never a 404
 * that would tell a crawler the product is gone; likewise when the hub was not reached at all).
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

/**
 * Whether the request got no HTTP answer at all (the hub not reached, the connection cut): the Frontend
 * SDK then hands on the fetch's own error, which carries its `cause` (Node's and the browsers' "fetch
 * failed"); an error answer of the hub is its JSON body, which has none.
 */
function unanswered(error: unknown): boolean {
  return error instanceof Error && (error as { cause?: unknown }).cause !== undefined;
}

export function pageAnswerOf(result: GetPageResult): PageAnswer {
  if (result.isError)
    return errorCodes(result.error).includes('backend_unavailable') || unanswered(result.error) ? { kind: 'unavailable' } : { kind: 'missing' };
  const data = result.data as FrontendPageResponse | FrontendRedirectResponse;
  return isFrontendRedirect(data) ? { kind: 'redirect', target: data.target } : { kind: 'page', page: data };
}
