import * as z from 'zod';
import path from 'node:path';
import { projectIdSchema, DEFAULT_PROJECT_ID } from '../src/config/projects';

/**
 * Server configuration, read once from the environment. Which adapter fills a port is decided
 * here and nowhere else: embedded (the default, one machine, no setup) or production services.
 */
const envSchema = z.object({
  PROJECT_ID: projectIdSchema.default(DEFAULT_PROJECT_ID),
  NODE_ENV: z.string().default('development'),
  /** Where the embedded backend keeps its SQLite file, search snapshots and secrets. */
  DATA_DIR: z.string().default('.data'),
  /** Number of products the demo catalogue generator makes on first start. */
  CATALOGUE_SIZE: z.coerce.number().int().min(10).max(200_000).default(3000),
  CATALOGUE_SEED: z.coerce.number().int().default(42),
  /** `embedded` or `commercetools`. */
  COMMERCE_BACKEND: z.enum(['embedded', 'commercetools']).default('embedded'),
  /** Search: by default the host's embedded Algolia-compatible API; set the Algolia app id, keys and hosts for production. */
  SEARCH_APP_ID: z.string().default('embedded'),
  SEARCH_API_KEY: z.string().default('embedded-search-key'),
  SEARCH_WRITE_KEY: z.string().default('embedded-write-key'),
  /** Comma-separated `protocol://host:port` list; empty = the host itself. */
  SEARCH_HOSTS: z.string().default(''),
  /** Secret for signing session cookies; generated into DATA_DIR when empty. */
  SESSION_SECRET: z.string().default(''),
  /** The token the embedded captcha verifier accepts. */
  CAPTCHA_DEV_TOKEN: z.string().default('dev-captcha-ok'),
  CAPTCHA_SITE_KEY: z.string().default('embedded-captcha-site-key'),
});
export type ServerConfig = z.infer<typeof envSchema> & { dataDir: string };

let cached: ServerConfig | null = null;

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

export function serverConfig(): ServerConfig {
  cached ??= readServerConfig();
  return cached;
}

/** Tests and the host override configuration explicitly (never by mutating process.env afterwards). */
export function setServerConfig(config: ServerConfig | null): void {
  cached = config;
}
