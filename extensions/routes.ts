/**
 * The one table mapping HTTP method + path to an extension action. Paths use `{name}` for
 * parameters; the host passes them in `request.query` next to the query string.
 * The runtime's own URL `/frontastic/action/{namespace}/{action}` reaches every action as well.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: HttpMethod;
  path: string;
  namespace: string;
  action: string;
}

export const routes: Route[] = [
  { method: 'GET', path: '/health/actions', namespace: 'system', action: 'health' },
];

interface CompiledRoute extends Route {
  pattern: RegExp;
  params: string[];
}

function compile(route: Route): CompiledRoute {
  const params: string[] = [];
  const source = route.path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      const match = /^\{(\w+)\}$/.exec(segment);
      if (match) {
        params.push(match[1]!);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { ...route, pattern: new RegExp(`^${source}/?$`), params };
}

const compiled = () => routes.map(compile);
let cache: CompiledRoute[] | null = null;

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/** Finds the route of a request; `allowed` lists the methods a path has when only the method is wrong. */
export function matchRoute(method: string, path: string): RouteMatch | { allowed: HttpMethod[] } | null {
  cache ??= compiled();
  const allowed: HttpMethod[] = [];
  for (const route of cache) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    if (route.method !== method.toUpperCase()) {
      allowed.push(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    route.params.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)));
    return { route, params };
  }
  return allowed.length ? { allowed } : null;
}

/** For tests and the property test: every route. */
export function allRoutes(): readonly Route[] {
  return routes;
}
