import * as z from 'zod';
import path from 'node:path';
import { LOCAL_HOST_PROJECT_ID } from '../src/config/projects';
import { projectIdSchema } from '../src/config/schemas';

/**
 * The local runtime's configuration (host, scripts, benchmarks), read from the environment. The
 * settings that choose the services (commerce backend, commercetools, search, captcha) are shop
 * settings (./settings.ts): the runtime's project configuration, with these same variables as the
 * fallback. This file holds what only the local host and the scripts need.
 */
const envSchema = z.object({
  /** The local host's brand: it passes it to the extensions as the project configuration's `brand`. */
  PROJECT_ID: projectIdSchema.default(LOCAL_HOST_PROJECT_ID),
  NODE_ENV: z.string().default('development'),
  /** Where the embedded backend keeps its SQLite file, search snapshots and secrets. */
  DATA_DIR: z.string().default('.data'),
  /** Number of products the demo catalogue generator makes on first start. */
  CATALOGUE_SIZE: z.coerce.number().int().min(10).max(200_000).default(3000),
  CATALOGUE_SEED: z.coerce.number().int().default(42),
  /** Secret for signing the session tokens; generated into DATA_DIR when empty. */
  SESSION_SECRET: z.string().default(''),
  /**
   * Serve the actions (`/frontastic/action/...`) on a second origin, this port, as the API hub
   * does beside a Frontend site; empty: on the pages' own origin. 0 picks a free port.
   */
  ACTIONS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  /** The site origins whose pages may call the actions cross-origin (CORS), comma-separated; default the host's own addresses. */
  SITE_ORIGINS: z.string().default(''),
  /**
   * Where the product pictures are served: the seed writes commercetools variant images under it, and
   * the host hands it to the browser as the project configuration's mediaBaseUrl. Empty: the host's own origin.
   */
  MEDIA_BASE_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  /** A built extension bundle the host runs instead of the repository's extensions (as commercetools Frontend runs one). */
  EXTENSION_BUNDLE: z.string().default(''),
});
export type ServerConfig = z.infer<typeof envSchema> & {
  dataDir: string;
  /** The environment it was read from: the shop settings' fallback (extensions/settings.ts). */
  env: Record<string, string | undefined>;
};

let cached: ServerConfig | null = null;

export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR), env: { ...env } };
}

export function serverConfig(): ServerConfig {
  cached ??= readServerConfig();
  return cached;
}

/** Tests and the host override configuration explicitly (never by mutating process.env afterwards). */
export function setServerConfig(config: ServerConfig | null): void {
  cached = config;
}
