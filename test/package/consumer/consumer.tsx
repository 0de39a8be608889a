// A Frontend project's use of the SDK, type-checked against the shipped declarations (strict, no skipLibCheck).
import type { ExtensionRegistry } from '@frontastic/extension-types';
import extensions from '@hirmer/storefront-sdk/extensions';
import { lazy } from 'react';
import { loadTastics, tasticLoaders, type TasticType } from '@hirmer/storefront-sdk/tastics';
import { App, AppProviders, getProject, intlWarmupScript, messagesFor, type AppData, type TasticProps, type TasticRegistry } from '@hirmer/storefront-sdk';

function Greeting({ data }: TasticProps<{ headline: string }>) {
  return <h2>{data.headline}</h2>;
}

/** Every tastic loaded up front (a server render), plus the project's own. */
export async function loadRegistry(): Promise<TasticRegistry> {
  return { ...(await loadTastics()), 'acme/content/greeting': Greeting };
}

/** Or each tastic as a lazy chunk, the way a Next.js project maps them onto `next/dynamic`. */
export const lazyRegistry: TasticRegistry = Object.fromEntries(Object.entries(tasticLoaders).map(([type, load]) => [type, lazy(load)]));
export const detailType: TasticType = 'hirmer/product/detail';
export const extensionRegistry: ExtensionRegistry = extensions;
export const projectName: string = getProject('hgg').name;
export const germanTexts: Record<string, string> = messagesFor('de');

export function Page({ data, registry }: { data: AppData; registry: TasticRegistry }) {
  return <App data={data} registry={registry} />;
}

export const providers = AppProviders;

/** In the document head, after the stylesheet's preload and before its link (README, "Page head"). */
export function IntlWarmup({ intlLocale }: { intlLocale: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the SDK's own inline script, no user input
  return <script dangerouslySetInnerHTML={{ __html: intlWarmupScript(intlLocale) }} />;
}
