/** SDK core: configuration, domain schemas, page model and renderer, i18n, UI primitives. */
export * from './config';
export * from './domain/api';
export * from './domain/i18n';
export * from './domain/product';
export * from './page/types';
export * from './page/registry';
export { resolvePage, resolveTastic, pickTranslation } from './page/resolve';
export { PageView, visibilityClasses } from './page/PageView';
export { App } from './page/App';
export { AppProviders, type AppProvidersProps } from './page/AppProviders';
export { useShopContext, type ShopContextValue, type Environment, type PublicSearchConfig } from './page/ShopContext';
export { APP_DATA_ELEMENT_ID, serializeAppData, shopContextFrom, type AppData } from './page/app-data';
export { defineMessages, type Translated } from './i18n/define';
export { reportError, setErrorReporter, type ErrorReporter } from './tracking/report-error';
export { messagesFor, allMessageIds, type MessageId } from './i18n/catalog';
export { parseProjectConfiguration, type ProjectConfiguration } from './config/project-configuration';
export { ThemeScope } from './ui/ThemeScope';
export { Slider, type SliderProps } from './ui/Slider';
