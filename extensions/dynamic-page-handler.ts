import type { DynamicPageHandler } from '@frontastic/extension-types';
import { productPageHandler } from './product/page-handler';

/**
 * Resolves paths that are not pages under site/: product detail pages and the like.
 * Returns null when the path is not dynamic (the host then answers 404).
 */
export const dynamicPageHandler: DynamicPageHandler = async (request, context) => productPageHandler(request, context);
