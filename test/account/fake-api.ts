import { vi } from 'vitest';

/** A fake backend for DOM tests: routes by method and path, records calls, answers JSON. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}
// biome-ignore lint/suspicious/noExplicitAny: a fake answers any request body the test sends
type Handler = (body: any, call: Call) => { status?: number; body: unknown } | unknown;

export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    const answer = (await handler(body, call)) as { status?: number; body: unknown };
    const isEnvelope = answer && typeof answer === 'object' && 'body' in answer;
    return new Response(JSON.stringify(isEnvelope ? answer.body : answer), {
      status: isEnvelope ? (answer.status ?? 200) : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, paths: () => calls.map((c) => `${c.method} ${c.path}`) };
}
