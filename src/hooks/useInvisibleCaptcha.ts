import { useCallback, useRef } from 'react';
import { useShopContext } from '../shop/ShopContext';

/**
 * The invisible captcha of the registration (and newsletter, contact ...) forms
 * (accounts-cart-services.md §4, §7): loaded lazily on the first submit, executed, the token handed
 * to the endpoint, which verifies it on the server. Outside production the embedded verifier's
 * development token is used, so the shop works offline; tests may set their own executor.
 */
export const DEVELOPMENT_CAPTCHA_TOKEN = 'dev-captcha-ok';
const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

type Executor = (siteKey: string) => Promise<string>;
let override: Executor | null = null;
export function setCaptchaExecutor(executor: Executor | null): void {
  override = executor;
}

interface Grecaptcha {
  ready(cb: () => void): void;
  render(element: HTMLElement, options: { sitekey: string; size: 'invisible'; callback: (token: string) => void; 'error-callback'?: () => void }): number;
  execute(id: number): void;
  reset(id: number): void;
}

let scriptPromise: Promise<Grecaptcha> | null = null;
function loadRecaptcha(): Promise<Grecaptcha> {
  scriptPromise ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT;
    script.async = true;
    script.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('captcha unavailable'));
    };
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('captcha unavailable'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

export function useInvisibleCaptcha() {
  const { environment, projectConfiguration } = useShopContext();
  const widget = useRef<{ id: number; g: Grecaptcha; pending?: (token: string) => void } | null>(null);

  const execute = useCallback(async (): Promise<string> => {
    if (override) return override(projectConfiguration.captchaSiteKey);
    if (environment !== 'production' || !projectConfiguration.captchaSiteKey) return DEVELOPMENT_CAPTCHA_TOKEN;
    const g = await loadRecaptcha();
    if (!widget.current) {
      const element = document.createElement('div');
      document.body.appendChild(element);
      const state: { id: number; g: Grecaptcha; pending?: (token: string) => void } = { id: 0, g };
      state.id = g.render(element, { sitekey: projectConfiguration.captchaSiteKey, size: 'invisible', callback: (token) => state.pending?.(token) });
      widget.current = state;
    }
    const current = widget.current;
    return new Promise<string>((resolve) => {
      current.pending = resolve;
      current.g.execute(current.id);
    });
  }, [environment, projectConfiguration.captchaSiteKey]);

  /** After a submit the captcha is reset for the next one (§4). */
  const reset = useCallback(() => {
    if (widget.current) widget.current.g.reset(widget.current.id);
  }, []);

  return { execute, reset };
}
