import type { DynamicPageHandler } from '@frontastic/extension-types';
import { productPageHandler } from './product/page-handler';
import { runtimePageHandler } from './request-context';

/**
 * Resolves paths that are not pages under site/: product detail pages and the like, with the call's
 * context (extensions/request-context.ts). Returns null when the path is not dynamic (the host then answers 404).
 */
export const dynamicPageHandler: DynamicPageHandler = runtimePageHandler(productPageHandler);
