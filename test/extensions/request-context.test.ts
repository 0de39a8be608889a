import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionContext, ActionHandler, Context, Request } from '@frontastic/extension-types';
import extensions from '../../extensions';
import { requestContextSource } from '../../extensions/request-context';
import { setServices, type Services } from '../../extensions/services';
import { errorMessage } from '../../extensions/lib/error-messages';

/**
 * The one request context (extensions/request-context.ts), as the runtime reaches it: an action
 * through the registry with the runtime's request and context, a page's data source and the
 * dynamic page handler with the runtime's context alone.
 */

const STORED = { shippingHeadline: { de: 'Versand', en: 'Shipping', pl: 'Wysyłka' } };

function runtime(locale: string | undefined, projectConfiguration: Record<string, unknown> = { brand: 'hrm', ...STORED }): Context {
  return {
    environment: 'test',
    project: { projectId: 'hirmer-frontend', name: 'Hirmer', customer: 'hirmer', configuration: {}, locales: ['de_DE'], defaultLocale: 'de_DE' },
    projectConfiguration,
    locale,
    featureFlags: {},
  } as unknown as Context;
}

function request(headers: Record<string, string> = {}, query: Record<string, unknown> = {}): Request {
  return { method: 'GET', path: '/frontastic/action/hirmer-context/shop', query, headers, sessionData: {} } as unknown as Request;
}

const shopAction = () => (extensions.actions as Record<string, Record<string, ActionHandler>>)['hirmer-context']!.shop!;

async function callShop(req: Request, context: Context) {
  const response = await shopAction()(req, { frontasticContext: context } as ActionContext);
  return { status: response.statusCode, body: JSON.parse(response.body ?? '{}') };
}

beforeAll(() => setServices({ accounts: { isLoginActive: async () => true } } as unknown as Services));
afterAll(() => setServices(null));

describe('the request context of an action', () => {
  it.each([
    ['the Frontastic-Locale header decides', { 'Frontastic-Locale': 'en-GB' }, { locale: 'pl_PL' }, 'de_AT', { brand: 'hrm' }, 'en_GB'],
    ['the header is read whatever its case', { 'frontastic-locale': 'pl_PL@PLN' }, {}, 'de_AT', { brand: 'hrm' }, 'pl_PL'],
    ['then the locale parameter', {}, { locale: 'pl_PL' }, 'de_AT', { brand: 'hrm' }, 'pl_PL'],
    ["then the runtime's locale", {}, {}, 'de_AT', { brand: 'hrm' }, 'de_AT'],
    ["then the project's default", {}, {}, undefined, { brand: 'hgg' }, 'de_DE'],
    ['a locale the brand does not serve is passed over', { 'Frontastic-Locale': 'en_GB' }, {}, 'de_CH', { brand: 'eck' }, 'de_CH'],
  ])('%s', async (_rule, headers, query, locale, configuration, expected) => {
    const { status, body } = await callShop(request(headers, query), runtime(locale, { ...configuration, ...STORED }));
    expect(status).toBe(200);
    expect(body.shop.locale).toBe(expected);
  });

  it('resolves the project configuration for the locale the call names, not the one the runtime names', async () => {
    const { body } = await callShop(request({ 'Frontastic-Locale': 'pl_PL' }), runtime('de_DE'));
    expect(body.shop.projectConfiguration.shippingHeadline).toBe('Wysyłka');
  });

  it('answers a deployment without its brand 503, in the language the call names', async () => {
    const { status, body } = await callShop(request({ 'Frontastic-Locale': 'fr_FR' }), runtime('de_DE', {}));
    expect(status).toBe(503);
    expect(body.errors).toEqual([{ code: 'backend_not_configured', message: errorMessage('backend_not_configured', 'fr') }]);
  });

  it('answers a project configuration the schema refuses 503 (the operator reads which field in the log)', async () => {
    const { status, body } = await callShop(request(), runtime('de_DE', { brand: 'hrm', homeLink: 'https://elsewhere.example' }));
    expect(status).toBe(503);
    expect(body.errors[0].code).toBe('backend_not_configured');
  });
});

describe("the request context of a page (data sources, the dynamic page handler): the runtime's locale", () => {
  it.each([
    ["the runtime's locale", 'de_CH', 'hrm', 'de_CH', 'CHF'],
    ["a locale the brand does not serve gives the project's default, not a fixed one", 'en_GB', 'eck', 'de_DE', 'EUR'],
    ["no locale gives the project's default", undefined, 'hgg', 'de_DE', 'EUR'],
  ])('%s', async (_rule, locale, brand, expected, currency) => {
    const context = await requestContextSource(runtime(locale, { brand, ...STORED })).context();
    expect(context.locale.code).toBe(expected);
    expect(context.currency).toBe(currency);
    expect(context.project.id).toBe(brand);
  });

  it('builds the context once per call', async () => {
    const source = requestContextSource(runtime('en_GB'));
    expect(await source.context()).toBe(await source.context());
    expect((await source.context()).configuration.shippingHeadline).toBe('Shipping');
  });

  it('knows the language and the time budget before the context is built, and without a brand', () => {
    expect(requestContextSource(runtime('nl_NL')).language()).toBe('nl');
    expect(requestContextSource(runtime('nl_NL', {})).language()).toBe('nl');
    expect(requestContextSource(runtime('de_DE', { brand: 'hrm', actionTimeBudgetMs: '2500' })).budgetMs()).toBe(2500);
    expect(requestContextSource(runtime('de_DE', { brand: 'hrm', actionTimeBudgetMs: 'soon' })).budgetMs()).toBeUndefined();
  });
});
