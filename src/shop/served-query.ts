import { createContext, useContext } from 'react';

/**
 * The page address's query as the server rendered the page with it (`?page=Orders`, '' for none),
 * so that a tastic drawn from it (the account area's page, the basket's type) renders the same on
 * the server and in the browser's first render, instead of a spinner until the browser has read
 * the address. Null where the renderer does not pass it: the tastic reads the address after
 * hydrating, as before.
 */
export const ServedQueryContext = createContext<string | null>(null);

export function useServedQuery(): URLSearchParams | null {
  const served = useContext(ServedQueryContext);
  return served === null ? null : new URLSearchParams(served);
}
