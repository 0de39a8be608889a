import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { productSwrData } from './fixtures';

/** Seeds the cart, wishlist and reservation keys and keeps stories off the network. */
export function WithProductData({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), fallback: productSwrData, revalidateOnMount: false, revalidateIfStale: false }}>{children}</SWRConfig>;
}
