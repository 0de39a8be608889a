/**
 * The cookie consent of the page (the consent manager's answer). A consent manager sets
 * `window.__consent = { analytics, marketing }` and dispatches a `consent` event with the same detail;
 * blocks that load third-party code or track wait for it. A consent manager that shares consent
 * across domains (Usercentrics' cross-domain consent sharing) also puts its data for the other
 * domain there, `crossDomainData`: "Zur Kasse" passes it to the checkout (`uc_cross_domain_data`,
 * accounts-cart-services.md §7), so the checkout on its own domain does not ask again.
 */
export type ConsentPurpose = 'analytics' | 'marketing';
type ConsentState = Partial<Record<ConsentPurpose, boolean>> & { crossDomainData?: string };

/** The most the checkout action takes (src/domain/cart.ts, `cartCheckoutSchema`). */
const CROSS_DOMAIN_DATA_LIMIT = 4096;

declare global {
  interface Window {
    __consent?: ConsentState;
  }
}

export const CONSENT_EVENT = 'consent';

export function hasConsent(purpose: ConsentPurpose): boolean {
  return typeof window !== 'undefined' && window.__consent?.[purpose] === true;
}

/** The consent manager's data for the checkout's domain, when it gives any the checkout takes (a string of at most 4096 characters). */
export function crossDomainConsentData(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const data = window.__consent?.crossDomainData;
  return typeof data === 'string' && data.length > 0 && data.length <= CROSS_DOMAIN_DATA_LIMIT ? data : undefined;
}

/** Calls back once consent for the purpose is there (at once when it already is); answers the unsubscribe. */
export function onConsent(purpose: ConsentPurpose, callback: () => void): () => void {
  if (hasConsent(purpose)) {
    callback();
    return () => {};
  }
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<ConsentState>).detail;
    if (detail && typeof detail === 'object') window.__consent = { ...window.__consent, ...detail };
    if (hasConsent(purpose)) {
      window.removeEventListener(CONSENT_EVENT, listener);
      callback();
    }
  };
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}

/** Grants a purpose from the page itself (a block's "show content" button) and tells every listener. */
export function grantConsent(purpose: ConsentPurpose): void {
  window.__consent = { ...window.__consent, [purpose]: true };
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { [purpose]: true } }));
}
