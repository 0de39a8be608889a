import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** Seeds the hooks' SWR keys with demo answers and keeps stories off the network. */
export function WithData({ data, children }: { data: Record<string, unknown>; children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), fallback: data, revalidateOnMount: false, revalidateIfStale: false }}>{children}</SWRConfig>;
}
