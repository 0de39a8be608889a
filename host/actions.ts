import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ActionHandler, ExtensionRegistry, Request } from '@frontastic/extension-types';
import { matchRoute } from '../extensions/routes';
import { BodyTooLargeError, clientIp, headerRecord, queryObject, readBody, sendFailure, sendJson } from './http-util';
import { frontasticContext, type RequestContext } from './context';
import { sendText } from './compression';
import { SESSION_HEADER, type SessionCodec } from './session';

const ACTION_PREFIX = '/frontastic/action/';

export interface ActionDispatcher {
  /** Handles the request when it is an action call; false lets the host go on. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL, ctx: RequestContext): Promise<boolean>;
}

interface Resolved {
  handler: ActionHandler | undefined;
  name: string;
  params: Record<string, string>;
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

export function createActionDispatcher(options: { extensions: ExtensionRegistry; sessions: SessionCodec; secureCookies: boolean }): ActionDispatcher {
  const { extensions, sessions, secureCookies } = options;

  function resolve(method: string, url: URL, res: ServerResponse): Resolved | 'handled' | null {
    if (url.pathname.startsWith(ACTION_PREFIX)) {
      const [namespace = '', action = '', ...rest] = url.pathname.slice(ACTION_PREFIX.length).split('/');
      const name = `${namespace}/${action}`;
      if (rest.length || !namespace || !action) {
        sendFailure(res, 400, 'unknown_action', `Unknown action "${url.pathname.slice(ACTION_PREFIX.length)}".`);
        return 'handled';
      }
      return { handler: lookup(extensions, namespace, action), name, params: {} };
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
    return { handler: lookup(extensions, namespace, action), name: `${namespace}/${action}`, params: match.params };
  }

  return {
    async handle(req, res, url, ctx) {
      const method = (req.method ?? 'GET').toUpperCase();
      const resolved = resolve(method, url, res);
      if (resolved === null) return false;
      if (resolved === 'handled') return true;
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
      const sessionData = sessions.read(req.headers.cookie, headers[SESSION_HEADER]);
      const request: Request = {
        method,
        path: url.pathname,
        query: { ...queryObject(url), ...resolved.params },
        body,
        headers,
        hostname: url.hostname,
        clientIp: clientIp(req),
        sessionData: sessionData ?? {},
      };
      const response = await resolved.handler(request, { frontasticContext: frontasticContext(ctx) });
      const extra: Record<string, string> = {};
      if (response.sessionData !== undefined) {
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
