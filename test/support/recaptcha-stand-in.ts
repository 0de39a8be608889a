import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface VerifyRequest {
  secret: string;
  response: string;
  remoteip: string | null;
}

export interface RecaptchaStandIn {
  /** The siteverify address (CAPTCHA_VERIFY_URL). */
  verifyUrl: string;
  secret: string;
  requests: VerifyRequest[];
  close(): Promise<void>;
}

/**
 * A local stand-in that speaks reCAPTCHA's siteverify API (POST, form-encoded `secret`,
 * `response`, `remoteip`; JSON `{ success, challenge_ts, hostname, error-codes }`), as documented at
 * developers.google.com/recaptcha/docs/verify. Tokens decide the answer:
 * `valid-…` passes; `expired-…` fails with `timeout-or-duplicate` (an old or reused token);
 * `slow-…` answers after 10 s (the verifier gives up before); `broken-…` answers HTTP 500;
 * anything else fails with `invalid-input-response`. A wrong secret fails with `invalid-input-secret`.
 * `alsoValid` names more tokens that pass (a shop without a site key sends the development token).
 */
export async function startRecaptchaStandIn(secret = 'stand-in-secret', alsoValid: readonly string[] = []): Promise<RecaptchaStandIn> {
  const requests: VerifyRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = new URLSearchParams(body);
    const request = { secret: form.get('secret') ?? '', response: form.get('response') ?? '', remoteip: form.get('remoteip') };
    requests.push(request);
    const answer = (status: number, json: unknown) => {
      if (!res.writableEnded) res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };
    if (req.method !== 'POST' || req.url !== '/recaptcha/api/siteverify') return answer(404, { success: false, 'error-codes': ['bad-request'] });
    if (request.secret !== secret) return answer(200, { success: false, 'error-codes': ['invalid-input-secret'] });
    const token = request.response;
    if (token.startsWith('valid-') || alsoValid.includes(token))
      return answer(200, { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost' });
    if (token.startsWith('expired-')) return answer(200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
    if (token.startsWith('slow-')) {
      setTimeout(() => answer(200, { success: true }), 10_000).unref();
      return;
    }
    if (token.startsWith('broken-')) return answer(500, { error: 'internal' });
    return answer(200, { success: false, 'error-codes': ['invalid-input-response'] });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    verifyUrl: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    secret,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
