/**
 * The server-safe entry, `@hirmer/storefront-sdk/server`: what a Next.js server component or route
 * handler needs, and nothing that needs the browser or client React (no hooks, no context, no swr,
 * jotai or react-intl). Test: test/package/server-entry.int.test.ts imports the built file under the
 * `react-server` condition, as Next.js does for server components.
 */
export * from './config';
export * from './config/schemas';
export { parseProjectConfiguration, type ProjectConfiguration } from './domain/project-configuration';
export * from './domain/api';
export * from './domain/i18n';
export * from './domain/product';
export * from './shop/page-model';
export * from './shop/frontend-page';
export { pageAnswerOf, UNAVAILABLE_PAGE_PATH, type GetPageResult, type PageAnswer } from './shop/page-answer';
export type { ShopSettings } from './page/ShopShell';
export { SHOP_CONTEXT_ACTION, type ShopContextAnswer } from './domain/shop-context';
export type { TasticComponent, TasticLoader, TasticLoaders, TasticModule, TasticProps, TasticRegistry } from './shop/registry';
export type { AppData } from './page/app-data';
export type { Environment, PublicSearchConfig, ShopContextValue } from './shop/ShopContext';
export { messagesFor, allMessageIds, type MessageId } from './i18n/catalog';
export { compileMessages, type CompiledMessage, type MessageTable } from './i18n/compile';
export { messagesForPage, pageMessageIds, type ProjectTasticMessages } from './i18n/page-messages';
export { pageHead, alternateLinks, localizedPath, type PageHead, type PageHeadContext } from './page/head';
export { tasticTypesOf } from './page/page-tastics';
export { sessionDataSources, type SessionDataSource } from './api/session-data';
export { intlWarmupScript } from './page/intl-warmup';
export { routes, type Route, type HttpMethod } from '../extensions/routes';
