/** SDK core: configuration, domain schemas, page model and renderer, i18n, UI primitives. */
export * from './config';
export * from './config/schemas';
export * from './domain/api';
export * from './domain/i18n';
export * from './domain/product';
export * from './shop/page-model';
export * from './shop/registry';
export { resolvePage, resolveTastic } from './page/resolve';
export { pickTranslation, pickTranslationsDeep } from './domain/translation';
export { PageView, TasticSlot, type TasticSlotData } from './page/PageView';
export { ShopShell, type ShopShellProps, type ShopSettings } from './page/ShopShell';
export { Renderer, type RendererProps } from './page/Renderer';
export { ShopOverlays } from './page/ShopOverlays';
export * from './shop/frontend-page';
export { deferHydrationBelowFold } from './page/deferred-hydration';
export { reportStylesheetFailures, CSS_CHUNK_LOAD_FAILED } from './page/stylesheet-failures';
export { App } from './page/App';
// How the page's calls reach the actions: the runtime's protocol (endpoint and extension version, or the project's own Frontend SDK).
export { fetchTransport, installTransport, type Transport, type TransportSettings, type ActionCall, type SessionStore } from './api/transport';
export { readSessionToken, sessionTokenCookie } from './state/session-token';
export { frontendSdkTransport, type FrontendSdk } from './api/frontend-sdk';
export { AppProviders, type AppProvidersProps } from './page/AppProviders';
export { useShopContext, type ShopContextValue, type Environment, type PublicSearchConfig } from './shop/ShopContext';
export { APP_DATA_ELEMENT_ID, serializeAppData, shopContextFrom, type AppData } from './page/app-data';
export { defineMessages, type Translated } from './i18n/define';
export { reportError, setErrorReporter, type ErrorReporter } from './tracking/report-error';
export { messagesFor, allMessageIds, type MessageId } from './i18n/catalog';
// For a project's own server render: messages parsed ahead (the browser then needs no ICU parser), and
// the code the blocks load on demand, loaded before a synchronous render (a streaming render needs neither).
export { compileMessages, type CompiledMessage, type MessageTable } from './i18n/compile';
export { loadMarkdown } from './ui/content/Markdown';
export { loadKeenSlider } from './ui/lazy-keen-slider';
export { parseProjectConfiguration, type ProjectConfiguration } from './domain/project-configuration';
export { ThemeScope } from './ui/ThemeScope';
export { Slider, type SliderProps } from './ui/Slider';
export { installDataLayer, createDataLayerAdapter, dataLayerEntriesFor } from './tracking/data-layer';
export { installInsights } from './tracking/insights';
export { track, addTrackingAdapter, setTrackingAdapters, type TrackingEvent, type TrackingAdapter } from './tracking';
export { grantConsent, hasConsent, onConsent, CONSENT_EVENT, type ConsentPurpose } from './content/consent';
export { NavigatorProvider, useNavigate, type Navigate } from './navigation/navigate';
// A node or tree value's configuration carries what differs from the defaults: a project's own tastic reads it through this.
export { nodeConfiguration } from './navigation/node';
export type { NavigationNode } from './domain/navigation';
export type { NodeFields, NodeValueConfiguration } from './domain/node-configuration';
export { pageHead, alternateLinks, localizedPath, type PageHead, type PageHeadContext } from './page/head';
export { intlWarmupScript } from './page/intl-warmup';
export { registerSizeAdvisor, type SizeAdvisor, type SizeAdvice, type SizeAdviceRequest } from './app/size-advisor';
