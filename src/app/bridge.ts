/**
 * The mobile app embeds the shop in a webview and receives callbacks (accounts-cart-services.md §1,
 * §4). This is the one module that knows how: it recognises the webview by its user agent and
 * posts messages through whichever bridge the app injected. Tests observe calls with setAppBridge.
 */
export type AppCallback =
  | { type: 'userLoggedIn'; userId: string }
  | { type: 'userLoggedOut' }
  | { type: 'userRegisterSuccessful'; email: string }
  | { type: 'registerCredentials'; email: string; password: string }
  | { type: 'showLogin' }
  | { type: 'basketChanged'; itemCount?: number };

/** The app adds this token to its webview's user agent. */
export const APP_USER_AGENT_TOKEN = 'HirmerApp';

export function isAppUserAgent(userAgent: string | undefined | null): boolean {
  return !!userAgent && userAgent.includes(APP_USER_AGENT_TOKEN);
}

export function isAppWebview(): boolean {
  return typeof navigator !== 'undefined' && isAppUserAgent(navigator.userAgent);
}

type Sender = (callback: AppCallback) => void;

interface InjectedBridges {
  webkit?: { messageHandlers?: { hirmerApp?: { postMessage(message: unknown): void } } };
  HirmerAppBridge?: { postMessage(message: string): void };
}

const defaultSender: Sender = (callback) => {
  if (typeof window === 'undefined' || !isAppWebview()) return;
  const w = window as unknown as InjectedBridges;
  // iOS injects a WebKit message handler, Android a JavaScript interface.
  if (w.webkit?.messageHandlers?.hirmerApp) w.webkit.messageHandlers.hirmerApp.postMessage(callback);
  else w.HirmerAppBridge?.postMessage(JSON.stringify(callback));
};

let sender: Sender = defaultSender;

export function setAppBridge(next: Sender | null): void {
  sender = next ?? defaultSender;
}

export function notifyApp(callback: AppCallback): void {
  sender(callback);
}
