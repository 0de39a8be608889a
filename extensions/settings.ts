import * as z from 'zod';
import { EMBEDDED_SEARCH_APP_ID, parseSearchHosts, type SearchHost } from '../src/search/hosts';
import { ACTION_TIME_BUDGET_MS, EXTENSION_OUTBOUND_TIMEOUT_MS, LOGIN_CHECK_CACHE_MS, MAX_LOGIN_CHECK_CACHE_MS } from '../src/config/constants';
import { isProjectId, PROJECT_IDS, type ProjectId } from '../src/config/projects';
import type { Language } from '../src/config/languages';
import { allSearchIndexConfigs } from '../src/search/index-entries';

export { EMBEDDED_SEARCH_APP_ID };

/**
 * The settings a deployment chooses its services with. Inside commercetools Frontend they come from
 * the project configuration the runtime passes in every action, data-source and dynamic-page
 * context (Studio: the fields of schemas/project-configuration.schema.json, secrets as `encrypted`
 * fields); environment variables are the fallback (the local host, scripts, a runtime that has
 * them). Each setting has exactly one of each name, and commercetools' own names (those of the
 * Merchant Center's API-client export) where commercetools has one.
 */
export const SETTING_SOURCES = {
  brand: { env: 'PROJECT_ID', field: 'brand', meaning: 'the shop brand: `hrm`, `hgg` or `eck` (no default: a missing or unknown one is refused)' },
  commerceBackend: { env: 'COMMERCE_BACKEND', field: 'commerceBackend', meaning: '`embedded` (SQLite, local host only) or `commercetools`' },
  ctpProjectKey: { env: 'CTP_PROJECT_KEY', field: 'ctpProjectKey', meaning: 'commercetools project key' },
  ctpClientId: { env: 'CTP_CLIENT_ID', field: 'ctpClientId', meaning: 'API client id' },
  ctpClientSecret: { env: 'CTP_CLIENT_SECRET', field: 'ctpClientSecret', meaning: 'API client secret (an encrypted field in Studio)' },
  ctpAuthUrl: { env: 'CTP_AUTH_URL', field: 'ctpAuthUrl', meaning: 'auth URL, e.g. https://auth.europe-west1.gcp.commercetools.com' },
  ctpApiUrl: { env: 'CTP_API_URL', field: 'ctpApiUrl', meaning: 'API URL, e.g. https://api.europe-west1.gcp.commercetools.com' },
  ctpScopes: { env: 'CTP_SCOPES', field: 'ctpScopes', meaning: 'space-separated scopes of the API client' },
  searchAppId: { env: 'SEARCH_APP_ID', field: 'searchAppId', meaning: "Algolia application id (`embedded`: the host's own engine)" },
  searchApiKey: { env: 'SEARCH_API_KEY', field: 'searchApiKey', meaning: 'Algolia search-only key (browsers get it)' },
  searchHosts: { env: 'SEARCH_HOSTS', field: 'searchHosts', meaning: "comma-separated search hosts; empty: Algolia's own hosts of the app id" },
  searchWriteKey: {
    env: 'SEARCH_WRITE_KEY',
    field: 'searchWriteKey',
    meaning: 'the key indexing and the stock updates of the search records write with (Algolia: a key with addObject; never sent to browsers)',
  },
  captchaDevToken: { env: 'CAPTCHA_DEV_TOKEN', field: 'captchaDevToken', meaning: 'the token the development captcha verifier accepts (local host only)' },
  captchaSecret: { env: 'CAPTCHA_SECRET', field: 'captchaSecret', meaning: "reCAPTCHA's secret key: with it the forms' tokens are verified by reCAPTCHA" },
  captchaVerifyUrl: {
    env: 'CAPTCHA_VERIFY_URL',
    field: 'captchaVerifyUrl',
    meaning: "reCAPTCHA's siteverify address (default https://www.google.com/recaptcha/api/siteverify)",
  },
  shopUrl: { env: 'SHOP_URL', field: 'shopUrl', meaning: "the shop's public address, e.g. https://www.hirmer.de: the links in mails start with it" },
  mailTransport: { env: 'MAIL_TRANSPORT', field: 'mailTransport', meaning: '`outbox` (mails are kept, the local default) or `smtp` (mails are sent)' },
  smtpUrl: { env: 'SMTP_URL', field: 'smtpUrl', meaning: 'the mail server, smtp://user:password@host:587 (smtps:// for TLS from the start)' },
  mailFrom: { env: 'MAIL_FROM', field: 'mailFrom', meaning: 'the sender of the shop\'s mails, e.g. "Hirmer <service@hirmer.de>"' },
  rateLimitRedisUrl: {
    env: 'RATE_LIMIT_REDIS_URL',
    field: 'rateLimitRedisUrl',
    meaning: 'Redis for the abuse limits, redis://:password@host:6379 (default: commercetools custom objects)',
  },
  actionTimeBudgetMs: {
    env: 'ACTION_TIME_BUDGET_MS',
    field: 'actionTimeBudgetMs',
    meaning: "milliseconds an action has for its backend calls and its answer (default 7000, below the runtime's 8 s limit)",
  },
  loginCheckCacheMs: {
    env: 'LOGIN_CHECK_CACHE_MS',
    field: 'loginCheckCacheMs',
    meaning: 'milliseconds an instance answers a session check from the customer it last read (commercetools; default 10000, 0 to 60000)',
  },
} as const;
export type SettingName = keyof typeof SETTING_SOURCES;

export interface CommercetoolsSettings {
  projectKey: string;
  clientId: string;
  clientSecret: string;
  authUrl: string;
  apiUrl: string;
  scopes: string[];
  /**
   * How long an instance answers a session's check from the customer's logins it last read
   * (LOGIN_CHECK_CACHE_MS): another instance's logout is seen at most this late.
   */
  loginCheckCacheMs?: number;
}

export interface SearchSettings {
  appId: string;
  /** The search-only key: it reaches browsers. */
  apiKey: string;
  /** Configured hosts; empty: Algolia's own hosts for the app id, or the embedded engine for app id `embedded`. */
  hosts: SearchHost[];
}

/** Where the shop's mails go: kept in the outbox (local default, /_dev/outbox) or sent over SMTP. */
export type MailSettings = { transport: 'outbox'; from: string } | { transport: 'smtp'; smtpUrl: string; from: string };

/** reCAPTCHA's documented verification endpoint (developers.google.com/recaptcha/docs/verify). */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface CaptchaSettings {
  /** reCAPTCHA's secret key; without it only the local host verifies, with the development token. */
  secret?: string;
  verifyUrl: string;
  devToken: string;
}

export interface ShopSettings {
  commerce: { backend: 'embedded' } | { backend: 'commercetools'; commercetools: CommercetoolsSettings };
  search: SearchSettings;
  /**
   * The search service's write key (indexing, the records' stock after orders and imports), kept
   * apart from `search`, which reaches browsers. Without it stock changes do not reach the index.
   */
  searchWriteKey?: string;
  /** Each language's index of product records (the project configuration's `searchIndexes`): where stock updates go. */
  productIndexes: { indexName: string; language: Language }[];
  captchaDevToken: string;
  /** The time an action has, backend calls included, before it answers 503 `backend_unavailable`. */
  actionTimeBudgetMs: number;
  captcha: CaptchaSettings;
  mail: MailSettings;
  /** The shop's public address (no trailing slash): links in mails. The local host's own address when unset there. */
  shopUrl?: string;
  /** Redis for the abuse limits; unset: commercetools custom objects (or memory in the embedded host). */
  rateLimitRedisUrl?: string;
}

/** A setting that is missing or wrong: the message names the variable and the field. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`The shop settings are incomplete or wrong:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const named = (name: SettingName) => `${SETTING_SOURCES[name].env} (project configuration "${SETTING_SOURCES[name].field}")`;

const httpUrl = z
  .string()
  .url()
  .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://');

/** The raw value of every setting: the project configuration's field, else the environment variable. */
export function rawSettings(
  projectConfiguration: Record<string, unknown> | undefined,
  env: Record<string, string | undefined>,
): Partial<Record<SettingName, string>> {
  const out: Partial<Record<SettingName, string>> = {};
  for (const [name, source] of Object.entries(SETTING_SOURCES) as [SettingName, (typeof SETTING_SOURCES)[SettingName]][]) {
    const value = text(projectConfiguration?.[source.field]) ?? text(env[source.env]);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** The time budget's bounds: tests shorten it; above the maximum the runtime would cut the answer off. */
export const MIN_ACTION_TIME_BUDGET_MS = 100;
export const MAX_ACTION_TIME_BUDGET_MS = EXTENSION_OUTBOUND_TIMEOUT_MS - 500;

/** Validates the raw settings; every problem at once, each naming its variable and field. */
export function resolveSettings(raw: Partial<Record<SettingName, string>>): ShopSettings {
  const problems: string[] = [];
  const backend = raw.commerceBackend ?? 'embedded';
  if (backend !== 'embedded' && backend !== 'commercetools') problems.push(`${named('commerceBackend')} is "${backend}"; use embedded or commercetools.`);

  let commerce: ShopSettings['commerce'] = { backend: 'embedded' };
  if (backend === 'commercetools') {
    const required = ['ctpProjectKey', 'ctpClientId', 'ctpClientSecret', 'ctpAuthUrl', 'ctpApiUrl'] as const;
    for (const name of required) if (!raw[name]) problems.push(`${named(name)} is missing (needed for the commercetools backend).`);
    for (const name of ['ctpAuthUrl', 'ctpApiUrl'] as const) {
      if (raw[name] && !httpUrl.safeParse(raw[name]).success) problems.push(`${named(name)} is not an http(s) URL: "${raw[name]}".`);
    }
    if (raw.ctpProjectKey && !/^[a-z0-9-_]{2,256}$/.test(raw.ctpProjectKey))
      problems.push(`${named('ctpProjectKey')} is not a commercetools project key: "${raw.ctpProjectKey}".`);
    const loginCheckCacheMs = Number(raw.loginCheckCacheMs ?? LOGIN_CHECK_CACHE_MS);
    if (!Number.isInteger(loginCheckCacheMs) || loginCheckCacheMs < 0 || loginCheckCacheMs > MAX_LOGIN_CHECK_CACHE_MS) {
      problems.push(`${named('loginCheckCacheMs')} is "${raw.loginCheckCacheMs}"; use whole milliseconds from 0 to ${MAX_LOGIN_CHECK_CACHE_MS}.`);
    }
    commerce = {
      backend: 'commercetools',
      commercetools: {
        loginCheckCacheMs,
        projectKey: raw.ctpProjectKey ?? '',
        clientId: raw.ctpClientId ?? '',
        clientSecret: raw.ctpClientSecret ?? '',
        authUrl: (raw.ctpAuthUrl ?? '').replace(/\/+$/, ''),
        apiUrl: (raw.ctpApiUrl ?? '').replace(/\/+$/, ''),
        // Default: the project scope, as the Merchant Center's "Admin client" template has it.
        scopes: (raw.ctpScopes ?? `manage_project:${raw.ctpProjectKey ?? ''}`).split(/[\s,]+/).filter(Boolean),
      },
    };
  }

  let hosts: SearchHost[] = [];
  try {
    hosts = parseSearchHosts(raw.searchHosts ?? '');
  } catch {
    problems.push(`${named('searchHosts')} is not a comma-separated list of hosts: "${raw.searchHosts}".`);
  }
  const appId = raw.searchAppId ?? EMBEDDED_SEARCH_APP_ID;
  const apiKey = raw.searchApiKey ?? (appId === EMBEDDED_SEARCH_APP_ID ? 'embedded-search-key' : '');
  if (!apiKey) problems.push(`${named('searchApiKey')} is missing (the search-only key of Algolia app ${appId}).`);
  const searchWriteKey = raw.searchWriteKey ?? (appId === EMBEDDED_SEARCH_APP_ID ? 'embedded-write-key' : undefined);

  const captchaDevToken = raw.captchaDevToken ?? 'dev-captcha-ok';
  const captcha: CaptchaSettings = { verifyUrl: RECAPTCHA_VERIFY_URL, devToken: captchaDevToken };
  if (raw.captchaSecret) captcha.secret = raw.captchaSecret;
  if (raw.captchaVerifyUrl) {
    if (httpUrl.safeParse(raw.captchaVerifyUrl).success) captcha.verifyUrl = raw.captchaVerifyUrl;
    else problems.push(`${named('captchaVerifyUrl')} is not an http(s) URL: "${raw.captchaVerifyUrl}".`);
  }

  const mail = mailSettings(raw, problems);
  const shopUrl = raw.shopUrl?.replace(/\/+$/, '');
  if (shopUrl && !httpUrl.safeParse(shopUrl).success) problems.push(`${named('shopUrl')} is not an http(s) URL: "${raw.shopUrl}".`);
  if (raw.rateLimitRedisUrl && !/^rediss?:\/\/[^\s]+$/.test(raw.rateLimitRedisUrl))
    problems.push(`${named('rateLimitRedisUrl')} is not a redis:// or rediss:// URL.`);

  const actionTimeBudgetMs = Number(raw.actionTimeBudgetMs ?? ACTION_TIME_BUDGET_MS);
  if (!Number.isInteger(actionTimeBudgetMs) || actionTimeBudgetMs < MIN_ACTION_TIME_BUDGET_MS || actionTimeBudgetMs > MAX_ACTION_TIME_BUDGET_MS) {
    problems.push(
      `${named('actionTimeBudgetMs')} is "${raw.actionTimeBudgetMs}"; use whole milliseconds from ${MIN_ACTION_TIME_BUDGET_MS} to ${MAX_ACTION_TIME_BUDGET_MS} (the runtime cuts calls at ${EXTENSION_OUTBOUND_TIMEOUT_MS}).`,
    );
  }

  if (problems.length) throw new SettingsError(problems);
  return {
    commerce,
    search: { appId, apiKey, hosts },
    ...(searchWriteKey ? { searchWriteKey } : {}),
    productIndexes: productIndexesOf(undefined),
    captchaDevToken,
    captcha,
    mail,
    actionTimeBudgetMs,
    ...(shopUrl ? { shopUrl } : {}),
    ...(raw.rateLimitRedisUrl ? { rateLimitRedisUrl: raw.rateLimitRedisUrl } : {}),
  };
}

/** The mail settings; SMTP needs its server and a sender (the URL is never repeated in a message: it holds a password). */
function mailSettings(raw: Partial<Record<SettingName, string>>, problems: string[]): MailSettings {
  const transport = raw.mailTransport ?? 'outbox';
  const from = raw.mailFrom ?? '';
  if (transport === 'outbox') return { transport, from };
  if (transport !== 'smtp') {
    problems.push(`${named('mailTransport')} is "${transport}"; use outbox or smtp.`);
    return { transport: 'outbox', from };
  }
  if (!raw.smtpUrl) problems.push(`${named('smtpUrl')} is missing (needed for MAIL_TRANSPORT=smtp).`);
  else if (!/^smtps?:\/\/[^\s/]+/.test(raw.smtpUrl)) problems.push(`${named('smtpUrl')} is not an smtp:// or smtps:// URL.`);
  if (!from) problems.push(`${named('mailFrom')} is missing (needed for MAIL_TRANSPORT=smtp).`);
  return { transport, smtpUrl: raw.smtpUrl ?? '', from };
}

/**
 * The brand a request serves (hrm, hgg, eck): the project configuration's `brand`, else PROJECT_ID.
 * commercetools Frontend's own project id names the Frontend project, not the brand, and is never read.
 */
export function brandOf(projectConfiguration: Record<string, unknown> | undefined, env: Record<string, string | undefined> = process.env): ProjectId {
  const raw = rawSettings(projectConfiguration, env).brand;
  if (!isProjectId(raw)) {
    throw new SettingsError([`${named('brand')} is ${raw === undefined ? 'missing' : `"${raw}"`}; use one of ${PROJECT_IDS.join(', ')}.`]);
  }
  return raw;
}

/** The settings of a request: its project configuration over the environment. */
export function settingsOf(projectConfiguration: Record<string, unknown> | undefined, env: Record<string, string | undefined> = process.env): ShopSettings {
  const settings = resolveSettings(rawSettings(projectConfiguration, env));
  return projectConfiguration?.searchIndexes ? { ...settings, productIndexes: productIndexesOf(projectConfiguration.searchIndexes) } : settings;
}

/** Each language's index of product records, from the project configuration's `searchIndexes` (missing languages: the default names). */
function productIndexesOf(searchIndexes: unknown): { indexName: string; language: Language }[] {
  return allSearchIndexConfigs(searchIndexes).map((c) => ({ indexName: c.indexName, language: c.language }));
}

/** Whether the search settings point at the host's own engine (app id `embedded` and no hosts). */
export function usesEmbeddedSearch(search: SearchSettings): boolean {
  return search.appId === EMBEDDED_SEARCH_APP_ID && search.hosts.length === 0;
}

/** The search write key, where a write is the job (indexing): its absence is a SettingsError naming the setting. */
export function requireSearchWriteKey(settings: ShopSettings): string {
  if (!settings.searchWriteKey) throw new SettingsError([`${named('searchWriteKey')} is missing (the key indexing writes with).`]);
  return settings.searchWriteKey;
}
