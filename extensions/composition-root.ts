import type { Context } from '@frontastic/extension-types';
import type { ProjectId } from '../src/config/projects';
import type { Algoliasearch } from 'algoliasearch';
import type { Shop } from './lib/request-context';
import type { BackendServices, Services } from './services';
import { pinnedServices } from './services';
import { brandOf, SettingsError, settingsOf, usesEmbeddedSearch, type CommercetoolsSettings, type SearchSettings, type ShopSettings } from './settings';
import { createSearchClient, type SearchHost } from '../src/search/client';
import { createDevCaptcha } from './adapters/shared/dev-captcha';
import { createRecaptcha, unconfiguredCaptcha } from './adapters/shared/recaptcha';
import { createDocuments } from './adapters/shared/pdf-documents';
import { createLimits, memoryCounters, type CounterFactory } from './adapters/shared/limits';
import { redisCounters } from './adapters/shared/redis-counters';
import { createSmtpTransport } from './adapters/shared/smtp-mail';
import { createMailer } from './lib/mailer';
import type { Mailer } from './services/mail';
import type { MailSettings } from './settings';
import { createCommercetoolsServices } from './adapters/commercetools';
import type { CaptchaPort } from './services/captcha';
import type { LimitsPort } from './services/limits';
import type { EmbeddedBackend, EmbeddedOptions } from './adapters/embedded/open';
import { SearchStockSync, withStockIndexing } from './search/stock-sync';

export type { Shop };

/**
 * The one place that builds the services: it reads the settings (the runtime's project
 * configuration, else the environment), picks the adapter of every port and caches what it built
 * per configuration. The local host and the deployed extension bundle both come through here, and
 * no other module imports an adapter.
 *
 * - commerce (catalogue, accounts, carts, wishlists, orders, stores, reservations) and the CRM-like
 *   ports (loyalty, newsletter, contact, reviews, mail outbox, session handover): `embedded` (SQLite
 *   under DATA_DIR; only the local host has it) or `commercetools` (custom objects for the CRM-like
 *   ports, so the bundle alone runs the shop);
 * - captcha: reCAPTCHA's siteverify with CAPTCHA_SECRET; without it the development verifier
 *   (accepts CAPTCHA_DEV_TOKEN) on the local host, and a refusal (503) in the deployed bundle;
 * - mail: SMTP with nodemailer (MAIL_TRANSPORT=smtp, SMTP_URL, MAIL_FROM) or the backend's outbox
 *   (the local default), links on the shop's public address (SHOP_URL; the local host's own);
 * - limits (abuse counters, rate-limiter-flexible): Redis with RATE_LIMIT_REDIS_URL, else the
 *   commercetools project's custom objects, else (embedded host only) this process's memory;
 * - documents: invoice and return-label PDFs drawn from the order (pdf-lib);
 * - search: the host's embedded Algolia-compatible engine (app id `embedded`) or Algolia / any
 *   Algolia-compatible hosts, always with the real algoliasearch client; with the write key
 *   (SEARCH_WRITE_KEY) the stock an order or an import changed follows into the search records
 *   (extensions/search/stock-sync.ts).
 */

/** What the local host adds: its environment, where the embedded backend lives, and its own search address. */
export interface LocalDeployment {
  env: Record<string, string | undefined>;
  embedded: EmbeddedOptions;
  /** The host's own address, for the embedded search engine it serves (set once it listens). */
  embeddedSearchHost?: SearchHost;
  /** The host's public address (set once it listens): mail links start with it unless SHOP_URL says otherwise. */
  shopUrl?: string;
}

/**
 * The local deployments registered in this process, newest last; the newest is the one in use.
 * In commercetools Frontend there is none. Tests may start a second host while one runs: it takes
 * over until it is released, and the shops are closed only when the last one is released.
 */
const deployments: LocalDeployment[] = [];
let local: LocalDeployment | null = null;
interface Backend {
  services: BackendServices;
  close(): Promise<void> | void;
  /** Counters every instance shares (commercetools: custom objects); none: memory. */
  counters?: CounterFactory;
}

const commerceCache = new Map<string, Promise<Backend>>();
const searchCache = new Map<string, Algoliasearch>();
const limitsCache = new Map<string, { limits: LimitsPort; close(): Promise<void> }>();
const smtpCache = new Map<string, ReturnType<typeof createSmtpTransport>>();
const stockSyncCache = new Map<string, SearchStockSync>();

export interface LocalDeploymentHandle {
  /** The host listens: its embedded search engine is reachable at this address. */
  setEmbeddedSearchHost(host: SearchHost): void;
  /** The host listens at this public address. */
  setShopUrl(url: string): void;
  /** This deployment is done; the last one released closes every shop. */
  release(): Promise<void>;
}

/** The host (or a script) registers itself: its environment, its data directory, later its search address. */
export function attachLocalDeployment(deployment: LocalDeployment): LocalDeploymentHandle {
  const own: LocalDeployment = { ...deployment };
  deployments.push(own);
  local = own;
  return {
    setEmbeddedSearchHost(host) {
      own.embeddedSearchHost = host;
    },
    setShopUrl(url) {
      own.shopUrl = url;
    },
    async release() {
      const index = deployments.indexOf(own);
      if (index < 0) return;
      deployments.splice(index, 1);
      local = deployments.at(-1) ?? null;
      if (!deployments.length) await closeShops();
    },
  };
}

function commerceKey(settings: ShopSettings): string {
  if (settings.commerce.backend === 'commercetools') {
    const { projectKey, clientId, apiUrl, authUrl, scopes, loginCheckCacheMs } = settings.commerce.commercetools;
    return JSON.stringify(['commercetools', projectKey, clientId, apiUrl, authUrl, scopes, loginCheckCacheMs]);
  }
  return JSON.stringify(['embedded', local?.embedded.dataDir ?? null]);
}

async function openEmbedded(): Promise<EmbeddedBackend> {
  if (!local) {
    throw new SettingsError([
      'COMMERCE_BACKEND=embedded (project configuration "commerceBackend", the default) needs the local host: the deployable extension bundle has no SQLite. ' +
        'Inside commercetools Frontend set commerceBackend to commercetools and fill in the ctp* fields.',
    ]);
  }
  // Loaded only when chosen; the extension bundle replaces this module by one that refuses (rollup.config.ts).
  const { openEmbeddedBackend } = await import('./adapters/embedded/open');
  return openEmbeddedBackend(local.embedded);
}

async function openCommercetools(config: CommercetoolsSettings): Promise<Backend> {
  return createCommercetoolsServices(config);
}

function commerceOf(settings: ShopSettings): Promise<Backend> {
  const key = commerceKey(settings);
  const cached = commerceCache.get(key);
  if (cached) return cached;
  const commerce = settings.commerce;
  const opened = commerce.backend === 'commercetools' ? openCommercetools(commerce.commercetools) : openEmbedded();
  commerceCache.set(key, opened);
  // A failed start is not cached: the next request tries again (a database that was busy, a network blip).
  opened.catch(() => commerceCache.delete(key));
  return opened;
}

function searchHostsOf(search: SearchSettings): SearchHost[] {
  if (!usesEmbeddedSearch(search)) return search.hosts;
  if (!local?.embeddedSearchHost) {
    throw new SettingsError([
      'SEARCH_APP_ID=embedded (project configuration "searchAppId") needs the local host and its search engine; set the Algolia app id and search key.',
    ]);
  }
  return [local.embeddedSearchHost];
}

function searchClientOf(search: SearchSettings): Algoliasearch {
  const hosts = searchHostsOf(search);
  const key = JSON.stringify([search.appId, search.apiKey, hosts]);
  let client = searchCache.get(key);
  if (!client) {
    client = createSearchClient({ appId: search.appId, apiKey: search.apiKey, hosts });
    searchCache.set(key, client);
  }
  return client;
}

/**
 * The stock sync of a backend and search service, built once (it batches the changes of all
 * requests); none without a write key: stock changes then wait for the next reindex.
 */
function stockSyncOf(settings: ShopSettings, backend: Backend): SearchStockSync | null {
  const writeKey = settings.searchWriteKey;
  if (!writeKey) return null;
  const { search, productIndexes } = settings;
  const key = JSON.stringify([commerceKey(settings), search.appId, search.hosts, writeKey, productIndexes]);
  let sync = stockSyncCache.get(key);
  if (!sync) {
    sync = new SearchStockSync({
      catalogue: backend.services.catalogue,
      client: () => {
        const hosts = searchHostsOf(search);
        const clientKey = JSON.stringify([search.appId, writeKey, hosts]);
        let client = searchCache.get(clientKey);
        if (!client) searchCache.set(clientKey, (client = createSearchClient({ appId: search.appId, apiKey: writeKey, hosts })));
        return client;
      },
      indexes: () => productIndexes,
    });
    stockSyncCache.set(key, sync);
  }
  return sync;
}

/** The abuse limits of a backend, built once: their counters must outlive a request. */
function limitsOf(settings: ShopSettings, backend: Backend): LimitsPort {
  const key = JSON.stringify([commerceKey(settings), settings.rateLimitRedisUrl ?? null]);
  let entry = limitsCache.get(key);
  if (!entry) {
    if (settings.rateLimitRedisUrl) {
      const redis = redisCounters(settings.rateLimitRedisUrl);
      entry = { limits: createLimits(redis.counters), close: redis.close };
    } else {
      entry = { limits: createLimits(backend.counters ?? memoryCounters), close: async () => {} };
    }
    limitsCache.set(key, entry);
  }
  return entry.limits;
}

function smtpOf(mail: Extract<MailSettings, { transport: 'smtp' }>) {
  const key = JSON.stringify([mail.smtpUrl, mail.from]);
  let transport = smtpCache.get(key);
  if (!transport) {
    transport = createSmtpTransport({ url: mail.smtpUrl, from: mail.from });
    smtpCache.set(key, transport);
  }
  return transport;
}

/** The shop's public address for mail links: SHOP_URL, else the local host's own; never a request's Host header. */
function shopUrlOf(settings: ShopSettings): string {
  const url = settings.shopUrl ?? local?.shopUrl;
  if (!url) throw new SettingsError(['SHOP_URL (project configuration "shopUrl") is missing: the links in the shop\'s mails start with it.']);
  return url;
}

/** The mailer on the configured transport: SMTP, or the backend's outbox. */
function mailerOf(settings: ShopSettings, backend: Backend): Mailer {
  const transport = settings.mail.transport === 'smtp' ? smtpOf(settings.mail) : backend.services.outbox;
  return createMailer({ transport, shopUrl: () => shopUrlOf(settings) });
}

/** reCAPTCHA with a secret; the development verifier only where the local host runs. */
function captchaOf(settings: ShopSettings): CaptchaPort {
  if (settings.captcha.secret) return createRecaptcha({ secret: settings.captcha.secret, verifyUrl: settings.captcha.verifyUrl });
  return local ? createDevCaptcha(settings.captchaDevToken) : unconfiguredCaptcha();
}

/** The shop of a set of settings. */
export async function shopWith(settings: ShopSettings): Promise<Shop> {
  const pinned = pinnedServices();
  let services: Services;
  let stockSync: SearchStockSync | null = null;
  if (pinned) services = pinned;
  else {
    const backend = await commerceOf(settings);
    stockSync = stockSyncOf(settings, backend);
    services = {
      ...(stockSync ? withStockIndexing(backend.services, stockSync) : backend.services),
      captcha: captchaOf(settings),
      documents: createDocuments(),
      limits: limitsOf(settings, backend),
      mail: mailerOf(settings, backend),
    };
  }
  const own = () => local?.embeddedSearchHost;
  return {
    settings,
    services,
    stockSync,
    searchClient: () => searchClientOf(settings.search),
    browserSearch: () => (usesEmbeddedSearch(settings.search) && own() ? { ...settings.search, hosts: [own()!] } : settings.search),
    localOrigin: () => {
      const host = own();
      return host ? `${host.protocol}://${host.url}${host.port ? `:${host.port}` : ''}` : null;
    },
  };
}

/** The settings of a runtime context: its project configuration over the environment (the host's, else process.env). */
export function settingsFor(context: Pick<Context, 'projectConfiguration'> | undefined): ShopSettings {
  return settingsOf(context?.projectConfiguration as Record<string, unknown> | undefined, local?.env ?? process.env);
}

/** The brand of a runtime context: its project configuration's `brand`, else PROJECT_ID; none is a SettingsError. */
export function brandFor(context: Pick<Context, 'projectConfiguration'> | undefined): ProjectId {
  return brandOf(context?.projectConfiguration as Record<string, unknown> | undefined, local?.env ?? process.env);
}

/** The shop of an action, data source or dynamic page: from the context the runtime passes. */
export function shopFor(context: Pick<Context, 'projectConfiguration'> | undefined): Promise<Shop> {
  return shopWith(settingsFor(context));
}

/**
 * Re-creates the demo shop in the backend the settings choose (`npm run seed`): the embedded
 * database is replaced; a commercetools project gets the demo catalogue, stores, stock, discount
 * codes and customers pushed in, idempotently (with `typesOnly`, only the custom types and the
 * product type the adapter needs, for a project with its own catalogue). Returns where the data went.
 */
export async function seedDemoShop(
  settings: ShopSettings,
  options: { size: number; seed: number; log?: (m: string) => void; typesOnly?: boolean; mediaBaseUrl?: string; storeStockProducts?: number },
): Promise<string> {
  if (settings.commerce.backend === 'commercetools') {
    const { seedCommercetools } = await import('./adapters/commercetools/seed');
    await seedCommercetools(settings.commerce.commercetools, options);
    return `commercetools project ${settings.commerce.commercetools.projectKey} at ${settings.commerce.commercetools.apiUrl}`;
  }
  if (options.typesOnly) throw new SettingsError(['--types-only is for COMMERCE_BACKEND=commercetools (the embedded database has no types to create).']);
  if (!local) throw new Error('The embedded backend needs the local deployment (DATA_DIR).');
  const { openEmbeddedBackend } = await import('./adapters/embedded/open');
  const backend = await openEmbeddedBackend({ ...local.embedded, seedWhenEmpty: false });
  try {
    await backend.reseed({ size: options.size, seed: options.seed, log: options.log });
    return backend.file;
  } finally {
    backend.close();
  }
}

/** Closes everything built (host shutdown, tests). */
export async function closeShops(): Promise<void> {
  const opened = [...commerceCache.values()];
  const limits = [...limitsCache.values()];
  commerceCache.clear();
  searchCache.clear();
  for (const sync of stockSyncCache.values()) sync.close();
  stockSyncCache.clear();
  limitsCache.clear();
  for (const transport of smtpCache.values()) transport.close();
  smtpCache.clear();
  for (const entry of limits) await entry.close();
  for (const entry of opened) {
    const built = await entry.catch(() => null);
    await built?.close();
  }
}
