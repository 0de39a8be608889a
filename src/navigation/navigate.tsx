import { createContext, useContext, type ReactNode } from 'react';

/**
 * In-app routing of same-host links. The local host loads every page from the server; a commercetools
 * Frontend project passes its router (`<NavigatorProvider navigate={(href) => router.push(href)}>`).
 */
export type Navigate = (href: string) => void;

export const assignLocation: Navigate = (href) => {
  window.dispatchEvent(new Event('storefront:navigate'));
  window.location.assign(href);
};

const NavigatorContext = createContext<Navigate>(assignLocation);

export function NavigatorProvider({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return <NavigatorContext.Provider value={navigate}>{children}</NavigatorContext.Provider>;
}

export function useNavigate(): Navigate {
  return useContext(NavigatorContext);
}
