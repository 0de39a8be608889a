// A Frontend project's use of the SDK, type-checked against the shipped declarations (strict, no skipLibCheck).
import type { ExtensionRegistry } from '@frontastic/extension-types';
import extensions from '@hirmer/storefront-sdk/extensions';
import { tastics } from '@hirmer/storefront-sdk/tastics';
import { App, AppProviders, getProject, messagesFor, type AppData, type TasticProps, type TasticRegistry } from '@hirmer/storefront-sdk';

function Greeting({ data }: TasticProps<{ headline: string }>) {
  return <h2>{data.headline}</h2>;
}

export const registry: TasticRegistry = { ...tastics, 'acme/content/greeting': Greeting };
export const extensionRegistry: ExtensionRegistry = extensions;
export const projectName: string = getProject('hgg').name;
export const germanTexts: Record<string, string> = messagesFor('de');

export function Page({ data }: { data: AppData }) {
  return <App data={data} registry={registry} />;
}

export const providers = AppProviders;
