import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ActionHandler, ExtensionRegistry, Request } from '@frontastic/extension-types';
import { matchRoute } from '../extensions/routes';
import { BodyTooLargeError, clientIp, headerRecord, queryObject, readBody, sendFailure, sendJson } from './http-util';
import { frontasticContext, type RequestContext } from './context';
import { sendText } from './compression';
import { SESSION_HEADER, type SessionCodec } from './session';
import { answerPreflight, corsHeaders, type CorsPolicy } from './cors';

/** The runtime's address of every action: `/frontastic/action/{namespace}/{action}`. */
export const ACTION_PREFIX = '/frontastic/action/';

export const isActionCall = (pathname: string) => pathname.startsWith(ACTION_PREFIX);

export interface ActionDispatcher {
  /**
   * Handles the request when it is an action call; false lets the host go on. `contextOf` gives the
   * request's context: for the API hub's address from its `Frontastic-Locale` header, for the
   * site's addresses (`/api/...`) from the page address and the locale cookie.
   */
  handle(req: IncomingMessage, res: ServerResponse, url: URL, contextOf: (hub: boolean) => RequestContext): Promise<boolean>;
}

interface Resolved {
  handler: ActionHandler | undefined;
  name: string;
  params: Record<string, string>;
  /** Called on the API hub's address (session in the header) rather than on one of the site's. */
  hub: boolean;
}

const own = (object: object | undefined, key: string) => !!object && Object.hasOwn(object, key);

/** The registered handler only: inherited names (`__proto__`, `toString`, `constructor`) are no actions. */
function lookup(extensions: ExtensionRegistry, namespace: string, action: string): ActionHandler | undefined {
  if (!own(extensions.actions, namespace)) return undefined;
  const ns = extensions.actions![namespace];
  const handler = own(ns, action) ? ns![action] : undefined;
  return typeof handler === 'function' ? handler : undefined;
}

/** The seconds a 429 answer asks to wait (`errors[].retryAfter`): the runtime's Response has no headers, so the body carries them. */
function retryAfterOf(body: string): number | undefined {
  try {
    const errors = (JSON.parse(body) as { errors?: { retryAfter?: unknown }[] }).errors ?? [];
    const seconds = errors.map((e) => e.retryAfter).find((s): s is number => typeof s === 'number' && s > 0);
    return seconds === undefined ? undefined : Math.ceil(seconds);
  } catch {
    return undefined;
  }
}

/**
 * The query of an action call as the API hub reads it: repeated keys and the Frontend SDK's
 * bracketed keys (`ids[0]=a&ids[1]=b`, `ids[]=a`) both become arrays.
 */
export function hubQuery(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of url.searchParams) {
    const bracket = /^([^[\]]+)\[\d*\]$/.exec(rawKey);
    const key = bracket ? bracket[1]! : rawKey;
    const existing = out[key];
    if (existing === undefined) out[key] = bracket ? [value] : value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

export function createActionDispatcher(options: {
  extensions: ExtensionRegistry;
  sessions: SessionCodec;
  secureCookies: boolean;
  cors: CorsPolicy;
}): ActionDispatcher {
  const { extensions, sessions, secureCookies, cors } = options;

  function resolve(method: string, url: URL, res: ServerResponse): Resolved | 'handled' | null {
    if (isActionCall(url.pathname)) {
      const [namespace = '', action = '', ...rest] = url.pathname.slice(ACTION_PREFIX.length).split('/');
      const name = `${namespace}/${action}`;
      if (rest.length || !namespace || !action) {
        sendFailure(res, 400, 'unknown_action', `Unknown action "${url.pathname.slice(ACTION_PREFIX.length)}".`);
        return 'handled';
      }
      return { handler: lookup(extensions, namespace, action), name, params: {}, hub: true };
    }
    const match = matchRoute(method, url.pathname);
    if (!match) return null;
    if ('allowed' in match) {
      sendJson(
        res,
        405,
        { success: false, errors: [{ code: 'method_not_allowed', message: `Use ${match.allowed.join(' or ')} for ${url.pathname}.` }] },
        { allow: match.allowed.join(', ') },
      );
      return 'handled';
    }
    const { namespace, action } = match.route;
    return { handler: lookup(extensions, namespace, action), name: `${namespace}/${action}`, params: match.params, hub: false };
  }

  return {
    async handle(req, res, url, contextOf) {
      const method = (req.method ?? 'GET').toUpperCase();
      if (method === 'OPTIONS' && isActionCall(url.pathname)) {
        answerPreflight(req, res, cors);
        return true;
      }
      const resolved = resolve(method, url, res);
      if (resolved === null) return false;
      if (resolved === 'handled') return true;
      const cross = resolved.hub ? corsHeaders(req, cors) : {};
      for (const [name, value] of Object.entries(cross)) res.setHeader(name, value);
      if (!resolved.handler) {
        sendFailure(res, 400, 'unknown_action', `Unknown action "${resolved.name}".`);
        return true;
      }
      let body: string | undefined;
      try {
        body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          sendFailure(res, 413, 'body_too_large', error.message);
          return true;
        }
        throw error;
      }
      const headers = headerRecord(req);
      // The API hub knows the session only from its header; the site's addresses from the site's cookie.
      const sessionData = resolved.hub
        ? headers[SESSION_HEADER]
          ? sessions.decode(headers[SESSION_HEADER])
          : null
        : sessions.read(req.headers.cookie, headers[SESSION_HEADER]);
      const request: Request = {
        method,
        path: url.pathname,
        query: { ...(resolved.hub ? hubQuery(url) : queryObject(url)), ...resolved.params },
        body,
        headers,
        hostname: url.hostname,
        clientIp: clientIp(req),
        sessionData: sessionData ?? {},
      };
      const response = await resolved.handler(request, { frontasticContext: frontasticContext(contextOf(resolved.hub)) });
      const extra: Record<string, string> = {};
      if (resolved.hub) {
        // No sessionData keeps the session (the caller keeps its token); null clears it, an object
        // replaces it. A call without a valid token gets a fresh one, so every later call carries one.
        const next = response.sessionData !== undefined ? (response.sessionData ?? {}) : sessionData === null ? {} : undefined;
        if (next !== undefined) extra[SESSION_HEADER] = sessions.token(next);
        extra['frontastic-request-id'] = randomUUID();
      } else if (response.sessionData !== undefined) {
        extra['set-cookie'] = sessions.cookieFor(response.sessionData, secureCookies);
      }
      const text = response.body ?? '';
      const retryAfter = response.statusCode === 429 ? retryAfterOf(text) : undefined;
      if (retryAfter) extra['retry-after'] = String(retryAfter);
      sendText(req, res, response.statusCode, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra }, text);
      return true;
    },
  };
}
