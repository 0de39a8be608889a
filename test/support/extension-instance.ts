import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ActionHandler, Request } from '@frontastic/extension-types';
import extensions from '../../extensions';
import { matchRoute } from '../../extensions/routes';

/**
 * One instance of the extension in a process of its own, as the API hub runs many: an HTTP server
 * that hands `POST|GET <route path>` to the registry's action with nothing but the runtime's
 * context (the project configuration from PROJECT_CONFIGURATION, JSON). The client address is the
 * `x-client-ip` header (the hub's job), the session the `x-session` header (JSON). Prints
 * `{"port":N}` once it listens. Used by test/extensions/shared-limits.int.test.ts.
 */
const projectConfiguration = JSON.parse(process.env.PROJECT_CONFIGURATION ?? '{}') as Record<string, unknown>;
const context = {
  frontasticContext: {
    environment: 'production',
    project: { projectId: 'hrm', name: 'hrm', customer: 'hirmer', configuration: {}, locales: ['de_DE'], defaultLocale: 'de_DE' },
    projectConfiguration,
    locale: 'de_DE',
    featureFlags: {},
  },
};

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const match = matchRoute(req.method ?? 'GET', url.pathname);
  if (!match || !('route' in match)) {
    res.writeHead(404).end();
    return;
  }
  let body = '';
  for await (const chunk of req) body += chunk;
  const actions = extensions.actions as Record<string, Record<string, ActionHandler>>;
  const handler = actions[match.route.namespace]![match.route.action]!;
  const request: Request = {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: body || undefined,
    headers: { 'content-type': 'application/json' },
    clientIp: String(req.headers['x-client-ip'] ?? '127.0.0.1'),
    sessionData: JSON.parse(String(req.headers['x-session'] ?? '{}')),
  };
  const response = await handler(request, context as never);
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(response));
});

server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});
