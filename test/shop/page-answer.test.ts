import { describe, expect, it } from 'vitest';
import type { FrontendPageResponse } from '../../src/shop/frontend-page';
import { pageAnswerOf } from '../../src/shop/page-answer';

const page = { page: { pageId: 'p', sections: {} }, pageFolder: { pageFolderId: 'f' } } as unknown as FrontendPageResponse;

describe('pageAnswerOf: what the API hub answered for a page, as a project renders it', () => {
  it.each([
    ['a page', { isError: false, data: page }, { kind: 'page', page }],
    ['a moved address', { isError: false, data: { statusCode: 301, target: '/p/new/P1' } }, { kind: 'redirect', target: '/p/new/P1' }],
    [
      "nothing at the address (the hub's 404)",
      { isError: true, error: { success: false, errors: [{ code: 'not_found', message: 'No page' }] } },
      { kind: 'missing' },
    ],
    [
      'a page whose backend did not answer in time',
      { isError: true, error: { success: false, errors: [{ code: 'backend_unavailable', message: 'later' }] } },
      { kind: 'unavailable' },
    ],
    ['an answer that is not JSON', { isError: true, error: 'Bad Gateway' }, { kind: 'missing' }],
    ['an error without codes', { isError: true, error: { message: 'failed' } }, { kind: 'missing' }],
  ] as const)('%s', (_name, result, expected) => {
    expect(pageAnswerOf(result)).toEqual(expected);
  });
});
