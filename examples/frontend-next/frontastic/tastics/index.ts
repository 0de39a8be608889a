import dynamic from 'next/dynamic';
import { tasticLoaders } from '@hirmer/storefront-sdk/tastics';
import type { TasticRegistry } from '@hirmer/storefront-sdk';
import { StoreNotice } from './store-notice';

/**
 * The tastic registry (tasticType -> component): every tastic of the package, each a chunk of its own
 * through next/dynamic, and the project's own beside them.
 */
export const tastics: TasticRegistry = {
  ...Object.fromEntries(Object.entries(tasticLoaders).map(([type, load]) => [type, dynamic(load)])),
  'acme/content/store-notice': StoreNotice,
};
