'use client';

import type { TasticInstance, TasticProps } from '@hirmer/storefront-sdk';
import { tastics } from '../tastics';

/**
 * A tastic by its type, from the project's registry (frontastic/tastics: each of the package's
 * tastics a chunk of its own through next/dynamic, loaded when a page has it). The server-component
 * renderer names the type instead of importing the tastics itself: every client module a server
 * component imports, also through `import()`, is a script of the route's first load, so each page
 * would load every tastic of the package.
 */
export function RegisteredTastic({ tasticType, data, ...props }: Omit<TasticProps, 'data'> & { tasticType: string; data: TasticInstance['configuration'] }) {
  const Component = tastics[tasticType];
  // The page data's tastic configuration carries the device flags (pageDataFromFrontend).
  return Component ? <Component {...props} data={data as TasticProps['data']} /> : null;
}
