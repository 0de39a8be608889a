import type { ComponentType } from 'react';
import type { PageData } from './page-model';

/** Props every tastic receives: its resolved editor data (plus device flags) and the page context. */
export interface TasticProps<Data = Record<string, unknown>> {
  data: Data & { mobile: boolean; tablet: boolean; desktop: boolean };
  tasticId: string;
  pageFolder: PageData['pageFolder'];
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds tastics of every data shape; each tastic types its own props
export type TasticComponent = ComponentType<TasticProps<any>>;
export type TasticRegistry = Readonly<Record<string, TasticComponent>>;

/** A tastic's module (its component is the default export) and the loader of its chunk. */
export type TasticModule = { default: TasticComponent };
export type TasticLoader = () => Promise<TasticModule>;
export type TasticLoaders = Readonly<Record<string, TasticLoader>>;
