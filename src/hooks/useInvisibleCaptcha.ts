import { useCallback, useRef } from 'react';
import { useShopContext } from '../shop/ShopContext';

/**
 * The invisible captcha of the registration (and newsletter, contact, competition, early-shop)
 * forms (accounts-cart-services.md §4, §7): reCAPTCHA v2 invisible with the project
 * configuration's site key. Its script loads only on a page with such a form and only once the
 * shopper starts it (`prepare`, on the form's first focus), or at the latest on submit; `execute`
 * hands the token to the endpoint, which verifies it with reCAPTCHA's siteverify. Without a site
 * key (the local demo) the development token is sent, which only the local host's development
 * verifier accepts. Tests may set their own executor.
 */
export const DEVELOPMENT_CAPTCHA_TOKEN = 'dev-captcha-ok';
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

type Executor = (siteKey: string) => Promise<string>;
let override: Executor | null = null;
export function setCaptchaExecutor(executor: Executor | null): void {
  override = executor;
}

interface Grecaptcha {
  ready(cb: () => void): void;
  render(
    element: HTMLElement,
    options: { sitekey: string; size: 'invisible'; callback: (token: string) => void; 'error-callback'?: () => void; 'expired-callback'?: () => void },
  ): number;
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

interface Widget {
  id: number;
  g: Grecaptcha;
  pending?: (token: string) => void;
}

export function useInvisibleCaptcha() {
  const { projectConfiguration } = useShopContext();
  const siteKey = projectConfiguration.captchaSiteKey;
  const widget = useRef<Widget | null>(null);

  /** The shopper starts the form: the widget's script starts loading (once per page). */
  const prepare = useCallback(() => {
    if (!override && siteKey) loadRecaptcha().catch(() => {});
  }, [siteKey]);

  /**
   * The token for the form's call. A widget that cannot load or answer gives an empty token: the
   * server then answers with the captcha error text, which the form shows like any other error.
   */
  const execute = useCallback(async (): Promise<string> => {
    if (override) return override(siteKey);
    if (!siteKey) return DEVELOPMENT_CAPTCHA_TOKEN;
    try {
      const g = await loadRecaptcha();
      if (!widget.current) {
        const element = document.createElement('div');
        document.body.appendChild(element);
        const state: Widget = { id: 0, g };
        const settle = (token: string) => {
          const pending = state.pending;
          state.pending = undefined;
          pending?.(token);
        };
        state.id = g.render(element, {
          sitekey: siteKey,
          size: 'invisible',
          callback: settle,
          'error-callback': () => settle(''),
          'expired-callback': () => settle(''),
        });
        widget.current = state;
      }
      const current = widget.current;
      return await new Promise<string>((resolve) => {
        current.pending = resolve;
        current.g.execute(current.id);
      });
    } catch {
      return '';
    }
  }, [siteKey]);

  /** After a submit the captcha is reset for the next one (§4). */
  const reset = useCallback(() => {
    if (widget.current) widget.current.g.reset(widget.current.id);
  }, []);

  return { prepare, execute, reset };
}
