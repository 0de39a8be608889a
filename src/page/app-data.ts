import type { Environment, PublicSearchConfig, ShopContextValue } from '../shop/ShopContext';
import type { PageData } from '../shop/page-model';
import { getProject } from '../config/projects';
import { parseLocale } from '../config/locale';
import type { ProjectConfiguration } from '../domain/project-configuration';
import type { MessageTable } from '../i18n/message-table';
import type { TransportSettings } from '../api/transport';

/**
 * What the server serialises into the HTML for hydration: the resolved page, the shop context by
 * id (the browser rebuilds it from src/config), the current language's messages, SWR fallback data.
 */
export interface AppData {
  page: PageData;
  projectId: string;
  locale: string;
  environment: Environment;
  projectConfiguration: ProjectConfiguration;
  search: PublicSearchConfig;
  /** Where the browser calls the actions: the API hub's origin (empty: the page's own) and the extension version. */
  actions?: TransportSettings;
  /** The current language's messages, parsed ahead of time on the server (src/i18n/compile.ts), or as ICU strings. */
  messages: MessageTable;
  fallback: Record<string, unknown>;
  /** The address's query the page was rendered with (`?page=Orders`, '' for none): src/shop/served-query.ts. */
  query?: string;
  title: string;
  status: number;
}

export const APP_DATA_ELEMENT_ID = '__APP_DATA__';
/** The performance mark of the moment the browser finished hydrating the page (diagnostics, journeys). */
export const HYDRATED_MARK = 'storefront:hydrated';

export function shopContextFrom(data: Pick<AppData, 'projectId' | 'locale' | 'environment' | 'projectConfiguration' | 'search'>): ShopContextValue {
  const project = getProject(data.projectId);
  const locale = parseLocale(data.locale) ?? parseLocale(project.defaultLocale)!;
  return { project, locale, environment: data.environment, projectConfiguration: data.projectConfiguration, search: data.search };
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const escapeInScript = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
const scriptJson = (value: unknown) => JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, escapeInScript);

/** The messages' JSON per table: a language's table is one object, the same for every page (compileMessages). */
const messagesJson = new WeakMap<object, string>();

/**
 * JSON that is safe inside a <script> element. The messages (a third of a listing's data) are
 * written once per language, not for every page.
 */
export function serializeAppData(data: AppData): string {
  const { messages, ...rest } = data;
  let messagesPart = messagesJson.get(messages);
  if (messagesPart === undefined) {
    messagesPart = scriptJson(messages);
    messagesJson.set(messages, messagesPart);
  }
  return `${scriptJson(rest).slice(0, -1)},"messages":${messagesPart}}`;
}
