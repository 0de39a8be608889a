import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandOf, rawSettings, resolveSettings, SETTING_SOURCES, SettingsError, settingsOf, usesEmbeddedSearch } from '../../extensions/settings';
import { LOGIN_CHECK_CACHE_MS, MAX_LOGIN_CHECK_CACHE_MS } from '../../src/config/constants';
import { getProject, UnknownProjectError } from '../../src/config/projects';
import { REPO_ROOT } from '../support/host';

const CT_ENV = {
  COMMERCE_BACKEND: 'commercetools',
  CTP_PROJECT_KEY: 'hirmer-prod',
  CTP_CLIENT_ID: 'client',
  CTP_CLIENT_SECRET: 'secret',
  CTP_AUTH_URL: 'https://auth.europe-west1.gcp.commercetools.com/',
  CTP_API_URL: 'https://api.europe-west1.gcp.commercetools.com',
  SEARCH_APP_ID: 'ABCDEF1234',
  SEARCH_API_KEY: 'search-only',
};

const problemsOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
};

describe('the shop settings', () => {
  it('default to the embedded backend and the embedded search engine', () => {
    const settings = settingsOf({}, {});
    expect(settings.commerce).toEqual({ backend: 'embedded' });
    expect(usesEmbeddedSearch(settings.search)).toBe(true);
  });

  it('read the environment variables of the Merchant Center API-client export', () => {
    const settings = settingsOf(undefined, CT_ENV);
    expect(settings.commerce).toEqual({
      backend: 'commercetools',
      commercetools: {
        projectKey: 'hirmer-prod',
        clientId: 'client',
        clientSecret: 'secret',
        authUrl: 'https://auth.europe-west1.gcp.commercetools.com',
        apiUrl: 'https://api.europe-west1.gcp.commercetools.com',
        scopes: ['manage_project:hirmer-prod'],
        loginCheckCacheMs: LOGIN_CHECK_CACHE_MS,
      },
    });
    expect(settings.search).toEqual({ appId: 'ABCDEF1234', apiKey: 'search-only', hosts: [] });
    expect(usesEmbeddedSearch(settings.search)).toBe(false);
  });

  it('take the project configuration the runtime passes over the environment', () => {
    const settings = settingsOf(
      { ctpProjectKey: 'from-studio', ctpScopes: 'view_products:from-studio manage_my_profile:from-studio', searchHosts: 'https://search.example.com' },
      CT_ENV,
    );
    expect(settings.commerce.backend === 'commercetools' && settings.commerce.commercetools.projectKey).toBe('from-studio');
    expect(settings.commerce.backend === 'commercetools' && settings.commerce.commercetools.scopes).toEqual([
      'view_products:from-studio',
      'manage_my_profile:from-studio',
    ]);
    expect(settings.search.hosts).toEqual([{ url: 'search.example.com', protocol: 'https' }]);
    // Empty fields (a field left blank in Studio) fall back to the environment.
    expect(rawSettings({ ctpClientId: '  ' }, CT_ENV).ctpClientId).toBe('client');
  });

  it('name every problem by its variable and its field, all at once', () => {
    const problems = problemsOf(() => settingsOf({ commerceBackend: 'commercetools', ctpApiUrl: 'ftp://x', searchAppId: 'ABCDEF1234' }, {}));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('CTP_PROJECT_KEY (project configuration "ctpProjectKey") is missing'),
        expect.stringContaining('CTP_CLIENT_SECRET (project configuration "ctpClientSecret") is missing'),
        expect.stringContaining('CTP_API_URL (project configuration "ctpApiUrl") is not an http(s) URL'),
        expect.stringContaining('SEARCH_API_KEY (project configuration "searchApiKey") is missing'),
      ]),
    );
    expect(problemsOf(() => resolveSettings({ commerceBackend: 'sap' }))).toEqual([expect.stringContaining('use embedded or commercetools')]);
  });

  it.each([
    ['unset: the default', undefined, LOGIN_CHECK_CACHE_MS],
    ['0: every check reads the customer', '0', 0],
    ['the longest lag allowed', String(MAX_LOGIN_CHECK_CACHE_MS), MAX_LOGIN_CHECK_CACHE_MS],
    ['above it: refused', String(MAX_LOGIN_CHECK_CACHE_MS + 1), null],
    ['not a whole number: refused', '1.5', null],
    ['negative: refused', '-1', null],
  ])('read the session check cache (LOGIN_CHECK_CACHE_MS) when %s', (_rule, value, expected) => {
    const env = { ...CT_ENV, ...(value === undefined ? {} : { LOGIN_CHECK_CACHE_MS: value }) };
    if (expected === null) {
      expect(problemsOf(() => settingsOf(undefined, env))).toEqual([
        expect.stringContaining('LOGIN_CHECK_CACHE_MS (project configuration "loginCheckCacheMs")'),
      ]);
      return;
    }
    const { commerce } = settingsOf(undefined, env);
    expect(commerce.backend === 'commercetools' && commerce.commercetools.loginCheckCacheMs).toBe(expected);
  });

  it('have one field each in the project configuration schema, secrets encrypted', () => {
    const schema = JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas/project-configuration.schema.json'), 'utf8')) as {
      schema: { fields: { field: string; type: string; description?: string }[] }[];
    };
    const fields = new Map(schema.schema.flatMap((s) => s.fields).map((f) => [f.field, f]));
    for (const source of Object.values(SETTING_SOURCES)) {
      const field = fields.get(source.field);
      expect(field, source.field).toBeDefined();
      expect(field!.description, `${source.field} names its variable`).toContain(source.env);
    }
    expect(fields.get('ctpClientSecret')!.type).toBe('encrypted');
    expect(fields.get('captchaDevToken')!.type).toBe('encrypted');
  });
});

describe('the brand a request serves', () => {
  it.each([
    ['the project configuration names it', { brand: 'eck' }, { PROJECT_ID: 'hgg' }, 'eck'],
    ['the environment names it (the local host)', {}, { PROJECT_ID: 'hgg' }, 'hgg'],
  ])('is read when %s', (_rule, configuration, env, brand) => {
    expect(brandOf(configuration, env)).toBe(brand);
  });

  it.each([
    ['missing', {}, {}, 'PROJECT_ID (project configuration "brand") is missing; use one of hrm, hgg, eck.'],
    ['unknown', { brand: 'hirmer-frontend' }, {}, 'PROJECT_ID (project configuration "brand") is "hirmer-frontend"; use one of hrm, hgg, eck.'],
  ])('is a configuration error naming the field when %s, never hrm', (_case, configuration, env, problem) => {
    expect(problemsOf(() => brandOf(configuration, env))).toEqual([problem]);
  });

  it('is looked up by id only among the three projects', () => {
    expect(getProject('hgg').id).toBe('hgg');
    expect(() => getProject('unknown')).toThrow(UnknownProjectError);
    expect(() => getProject(undefined)).toThrow(/the project configuration field "brand" names the brand/);
  });
});
