import { useEffect, useState } from 'react';
import { ACCOUNT_PATH, accountPageHref, type AccountPage } from '../domain/account-navigation';
import { useServedQuery } from '../shop/served-query';

export { ACCOUNT_PATH, accountPageHref };

const ACCOUNT_PAGE_EVENT = 'storefront:account-page';

/**
 * Shows an account page: in place on the account area (history entry, scrolled to the top),
 * otherwise by loading the account area's address.
 */
export function showAccountPage(page: AccountPage, extra: Record<string, string> = {}): void {
  if (window.location.pathname !== ACCOUNT_PATH) {
    window.location.assign(accountPageHref(page, extra));
    return;
  }
  window.history.pushState(null, '', accountPageHref(page, extra));
  window.dispatchEvent(new Event(ACCOUNT_PAGE_EVENT));
  window.dispatchEvent(new Event('storefront:navigate'));
  window.scrollTo({ top: 0 });
}

function readParams(): URLSearchParams {
  return new URLSearchParams(typeof window !== 'undefined' ? window.location.search : '');
}

/**
 * The page's query parameters: those the page was served with (the server and the browser's first
 * render agree on them), else read after hydration; again on history navigation. `go` switches the
 * page in place and scrolls to the top.
 */
export function useAccountPageParams() {
  const served = useServedQuery();
  const [params, setParams] = useState<URLSearchParams | null>(served);
  useEffect(() => {
    const read = () => setParams(readParams());
    read();
    window.addEventListener('popstate', read);
    window.addEventListener(ACCOUNT_PAGE_EVENT, read);
    return () => {
      window.removeEventListener('popstate', read);
      window.removeEventListener(ACCOUNT_PAGE_EVENT, read);
    };
  }, []);
  return { params, go: showAccountPage };
}
