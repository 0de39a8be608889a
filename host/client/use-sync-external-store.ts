/** What swr imports from use-sync-external-store's shim, straight from React (host/client-bundle.ts). */
export { useSyncExternalStore } from 'react';
