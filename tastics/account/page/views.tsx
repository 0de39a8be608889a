import { lazy, type ComponentType } from 'react';
import type { AccountPage } from '../../../src/domain/account-navigation';
import { LoginView } from '../../../src/organisms/account/RequireLogin';
import { LoginDataView } from '../../../src/organisms/account/LoginData';

type ViewModule = { default: ComponentType };

/**
 * The views other than the login and the login data (the pages a guest and a customer land on),
 * each a chunk of its own: the account page loads the code of the view it shows. The server
 * awaits them before a synchronous render (`loadAccountViews()` in `loadTastics()`).
 */
const viewLoaders = {
  Registration: () => import('../../../src/organisms/account/Registration').then((m) => ({ default: () => <m.RegistrationView /> })),
  WelcomePage: () => import('../../../src/organisms/account/Welcome').then((m) => ({ default: () => <m.WelcomeView /> })),
  ResetPassword: () => import('./ResetPasswordFromAddress').then((m) => ({ default: m.ResetPasswordFromAddress })),
  AccountAddress: () => import('../../../src/organisms/account/Addresses').then((m) => ({ default: m.AddressesView })),
  OrderHistory: () => import('../../../src/organisms/account/OrderHistory').then((m) => ({ default: m.OrderHistoryView })),
  Reservation: () => import('../../../src/organisms/account/Reservations').then((m) => ({ default: m.ReservationsView })),
  LoyaltyCard: () => import('../../../src/organisms/account/LoyaltyCard').then((m) => ({ default: m.LoyaltyCardView })),
  Newsletter: () => import('../../../src/organisms/account/NewsletterSettings').then((m) => ({ default: m.NewsletterSettingsView })),
} satisfies Partial<Record<AccountPage, () => Promise<ViewModule>>>;

type DeferredPage = keyof typeof viewLoaders;
const loaded: Partial<Record<DeferredPage, ViewModule>> = {};

/** A thenable that is already settled: React.lazy resolves it during the same render (as Markdown.tsx). */
// biome-ignore lint/suspicious/noThenProperty: deliberately a synchronous thenable, so the server renders a loaded view without suspending
const settled = (value: ViewModule) => ({ then: (resolve: (v: ViewModule) => void) => resolve(value) }) as unknown as Promise<ViewModule>;

function loadView(page: DeferredPage): Promise<ViewModule> {
  return viewLoaders[page]().then((module) => {
    loaded[page] = module;
    return module;
  });
}

/** Loads every deferred view: a synchronous server render (`renderToString`) shows them without suspending. */
export async function loadAccountViews(): Promise<void> {
  await Promise.all((Object.keys(viewLoaders) as DeferredPage[]).map(loadView));
}

function settledOr(page: DeferredPage): Promise<ViewModule> {
  const module = loaded[page];
  return module ? settled(module) : loadView(page);
}

const deferred = {} as Record<DeferredPage, ComponentType>;
for (const page of Object.keys(viewLoaders) as DeferredPage[]) deferred[page] = lazy(() => settledOr(page));

/**
 * The view of each active page of the account area (the deferred ones render inside the area's
 * Suspense boundary: in the browser the server's markup stays until the view's chunk has come).
 */
export const accountPageViews: Partial<Record<AccountPage, ComponentType>> = {
  LoginPage: LoginView,
  LoginData: LoginDataView,
  ...deferred,
};
