import http from 'node:http';
import { Readable } from 'node:stream';

/**
 * Where React's streaming render (react-dom 19.2, Next 16) starts the markup it moved out of the
 * page's order: a finished Suspense boundary too large for the first chunk comes after the page's
 * end as `<div hidden id="S:n">`, and an inline script puts it into its slot (`<template id="B:n">`).
 */
const OUTLINED_MARKUP = '<div hidden id="S:';

export interface HeldStreamSite {
  url: string;
  /** The paths whose document was held before outlined markup (each request once). */
  held: string[];
  close(): Promise<void>;
}

/**
 * A site served through a proxy on a given port that holds each HTML document for `holdMs` just
 * before its outlined markup: the browser gets, parses and paints the page up to there first, as a
 * shopper's browser does on a slow network (and Lighthouse's load here did), deterministically.
 * Everything else passes through unchanged.
 */
export function holdOutlinedMarkup(target: string, port: number, holdMs = 1_500): Promise<HeldStreamSite> {
  const held: string[] = [];
  const server = http.createServer(async (req, res) => {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && name !== 'host' && name !== 'accept-encoding') headers.set(name, value);
      const upstream = await fetch(`${target}${req.url}`, { method: req.method, headers, redirect: 'manual' });
      const out: Record<string, string | string[]> = {};
      upstream.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
      });
      const cookies = upstream.headers.getSetCookie();
      if (cookies.length) out['set-cookie'] = cookies;
      res.writeHead(upstream.status, out);
      if (!upstream.body) return res.end();
      if (!upstream.headers.get('content-type')?.includes('text/html')) {
        Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream).pipe(res);
        return;
      }
      const decoder = new TextDecoder();
      let pending = '';
      let holding = true;
      for await (const chunk of upstream.body as AsyncIterable<Uint8Array>) {
        if (!holding) {
          res.write(chunk);
          continue;
        }
        pending += decoder.decode(chunk, { stream: true });
        const at = pending.indexOf(OUTLINED_MARKUP);
        if (at < 0) {
          // Keep a tail that may be the start of the marker split across chunks.
          const safe = Math.max(0, pending.length - OUTLINED_MARKUP.length);
          res.write(pending.slice(0, safe));
          pending = pending.slice(safe);
          continue;
        }
        res.write(pending.slice(0, at));
        held.push(req.url ?? '');
        await new Promise((resolve) => setTimeout(resolve, holdMs));
        res.write(pending.slice(at));
        pending = '';
        holding = false;
      }
      res.end(pending + decoder.decode());
    } catch (error) {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(error));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        held,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
