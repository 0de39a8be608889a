import { SEARCH_CONNECT_TIMEOUT_MS, SEARCH_READ_TIMEOUT_MS, SEARCH_WRITE_TIMEOUT_MS } from '../config/constants';

/** The app id that means "the local host's own Algolia-compatible engine" (development and tests). */
export const EMBEDDED_SEARCH_APP_ID = 'embedded';

/** Search client configuration: the embedded host by default, Algolia's app id, key and hosts in production. */
export interface SearchHost {
  url: string;
  port?: number;
  protocol: 'http' | 'https';
}

export interface SearchClientConfig {
  appId: string;
  apiKey: string;
  /** Empty or absent: Algolia's own hosts for the app id. */
  hosts?: readonly SearchHost[];
  /** The shopper-facing timeouts by default; bulk indexing on the server passes longer ones. */
  timeouts?: { connect: number; read: number; write: number };
}

/** Indexing is a batch job, not a shopper waiting: it tolerates a busy machine or a slow network. */
export const INDEXING_TIMEOUTS = { connect: 10_000, read: 60_000, write: 120_000 } as const;

/** The spec's timeouts: connect 1 s, read 2 s, write 30 s. */
export const SEARCH_TIMEOUTS = {
  connect: SEARCH_CONNECT_TIMEOUT_MS,
  read: SEARCH_READ_TIMEOUT_MS,
  write: SEARCH_WRITE_TIMEOUT_MS,
} as const;

/** `http://127.0.0.1:3000,https://search.example.com` -> hosts (the SEARCH_HOSTS setting). */
export function parseSearchHosts(list: string): SearchHost[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry.includes('://') ? entry : `https://${entry}`);
      const protocol = url.protocol === 'http:' ? 'http' : 'https';
      return { url: url.hostname, protocol, ...(url.port ? { port: Number(url.port) } : {}) };
    });
}

/** Client options shared by the full and the lite client. */
export function clientOptions(config: SearchClientConfig) {
  return {
    timeouts: { ...(config.timeouts ?? SEARCH_TIMEOUTS) },
    ...(config.hosts && config.hosts.length > 0
      ? { hosts: config.hosts.map((h) => ({ url: h.url, port: h.port, protocol: h.protocol, accept: 'readWrite' as const })) }
      : {}),
  };
}

/**
 * The hosts a browser searches: the configured ones; for the local host's embedded engine (app id
 * `embedded`, no hosts) the page's own origin; none means Algolia's own hosts of the app id.
 */
export function browserSearchHosts(
  config: SearchClientConfig,
  location: Pick<Location, 'hostname' | 'port' | 'protocol'> | undefined,
): readonly SearchHost[] | undefined {
  if (config.hosts?.length || config.appId !== EMBEDDED_SEARCH_APP_ID || !location) return config.hosts;
  return [{ url: location.hostname, protocol: location.protocol === 'https:' ? 'https' : 'http', ...(location.port ? { port: Number(location.port) } : {}) }];
}
