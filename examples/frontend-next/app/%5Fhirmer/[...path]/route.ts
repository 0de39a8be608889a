import { specRoute } from '@/frontastic/spec-route';

/** The spec's `/_hirmer/...` addresses: `%5F` is Next.js's escape for a folder that starts with `_` (otherwise private). */
export const { GET, POST } = specRoute();
