import http from 'node:http';
import { Readable } from 'node:stream';

/**
 * The end of a served page's own markup: the first script after the opening of the page's footer
 * section. What the document brings after it (Next.js' scripts and data, and the markup React's
 * streaming render moved out of the page's order, `<div hidden id="S:n">` with the inline script that
 * puts it into its slot `<template id="B:n">`) arrives later on a slow network.
 */
export function afterPageMarkup(html: string): number {
  const footer = html.indexOf('page-section--footer');
  return footer < 0 ? -1 : html.indexOf('<script', footer);
}

export interface HeldStreamSite {
  url: string;
  /** The paths whose document was held (each request once). */
  held: string[];
  /** Lets the documents held now stream on (a document requested later is held again). */
  release(): void;
  close(): Promise<void>;
}

/**
 * A site served through a proxy on a given port that holds each HTML document at the point `at`
 * finds (an index into the document's text so far, -1 while not there), until the next `release()`
 * or `maxHoldMs`: the browser gets, parses and paints the page up to there first, as a shopper's browser
 * does on a slow network, deterministically. Everything else passes through unchanged.
 */
export function holdDocuments(target: string, port: number, at: (html: string) => number, maxHoldMs = 60_000): Promise<HeldStreamSite> {
  const held: string[] = [];
  // The documents held now wait for `gate`; release() opens it and sets up a new one for those to come.
  let open!: () => void;
  const newGate = () =>
    new Promise<void>((resolve) => {
      open = resolve;
    });
  let gate = newGate();
  const release = () => {
    open();
    gate = newGate();
  };
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
      // The document's text so far; `sent` of it is written out.
      let text = '';
      let sent = 0;
      let holding = true;
      for await (const chunk of upstream.body as AsyncIterable<Uint8Array>) {
        if (!holding) {
          res.write(chunk);
          continue;
        }
        text += decoder.decode(chunk, { stream: true });
        const point = at(text);
        if (point < 0) {
          // Keep a tail back: the point may lie in text still to come (a marker split across chunks).
          const safe = Math.max(sent, text.length - 256);
          res.write(text.slice(sent, safe));
          sent = safe;
          continue;
        }
        res.write(text.slice(sent, Math.max(sent, point)));
        held.push(req.url ?? '');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([gate, new Promise((resolve) => (timer = setTimeout(resolve, maxHoldMs)))]);
        clearTimeout(timer);
        res.write(text.slice(Math.max(sent, point)));
        holding = false;
      }
      res.end(holding ? text.slice(sent) + decoder.decode() : undefined);
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
        release,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
