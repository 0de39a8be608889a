import type { sizeAdviceRequest } from '../domain/size-advice-request';

/**
 * The size advisor port (storefront-browsing.md §2, accounts-cart-services.md §1): a provider's
 * widget (Fit Analytics and the like) that asks the shopper about height, weight and fit and names a
 * size of the article. The shop offers it on the product page; a provider plugs in either
 *
 * - as a script: the project configuration's `sizeAdvisorScriptUrl` names the provider's adapter
 *   script, which the shop loads when the shopper reaches for the advisor's button and which sets
 *   `window.hirmerSizeAdvisor` to a `SizeAdvisor` (the local host serves a stand-in there,
 *   host/size-advisor/); or
 * - as code: `registerSizeAdvisor(advisor)` in the Frontend project's app.
 *
 * `sizeAdvisorShopId` is handed to the provider as the request's `shopId`.
 */
export type SizeAdviceRequest = ReturnType<typeof sizeAdviceRequest>;

export interface SizeAdvice {
  /** The advised size's label, one of the request's sizes. */
  size: string;
}

export interface SizeAdvisor {
  /** Whether the provider has advice for this article (its product check). */
  supports(request: SizeAdviceRequest): Promise<boolean>;
  /** Opens the widget; resolves with the advice, or null when the shopper closes it without one. */
  open(request: SizeAdviceRequest): Promise<SizeAdvice | null>;
}

declare global {
  interface Window {
    /** Set by a provider's adapter script (sizeAdvisorScriptUrl). */
    hirmerSizeAdvisor?: SizeAdvisor;
  }
}

let registered: SizeAdvisor | null = null;

/** Plugs a provider in by code (a Frontend project's app); null takes it out again. */
export function registerSizeAdvisor(advisor: SizeAdvisor | null): void {
  registered = advisor;
}

/** Whether an advisor is there: registered by code or named by the project configuration. */
export function hasSizeAdvisor(scriptUrl: string): boolean {
  return registered !== null || scriptUrl.trim() !== '';
}

const scripts = new Map<string, Promise<SizeAdvisor | null>>();

/** The advisor: the registered one, else the configured provider script's, loaded once (null when it sets none or fails to load). */
export function loadSizeAdvisor(scriptUrl: string): Promise<SizeAdvisor | null> {
  if (registered) return Promise.resolve(registered);
  const url = scriptUrl.trim();
  if (!url || typeof document === 'undefined') return Promise.resolve(null);
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<SizeAdvisor | null>((resolve) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve(window.hirmerSizeAdvisor ?? null);
      script.onerror = () => {
        scripts.delete(url);
        resolve(null);
      };
      document.head.append(script);
    });
    scripts.set(url, loading);
  }
  return loading;
}
