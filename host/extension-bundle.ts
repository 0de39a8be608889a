import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ExtensionRegistry } from '@frontastic/extension-types';
import { rawSettings, usesEmbeddedSearch, settingsOf } from '../extensions/settings';

/**
 * The host can run a built extension bundle instead of the repository's extensions, as commercetools
 * Frontend's runtime does: one file (e.g. `dist/extensions.js`, or a Frontend project's
 * `backend/index.ts` bundled with it), its default export the registry (EXTENSION_BUNDLE).
 */
export async function loadExtensionBundle(file: string): Promise<ExtensionRegistry> {
  const module = (await import(pathToFileURL(path.resolve(file)).href)) as { default?: ExtensionRegistry };
  const registry = module.default;
  if (!registry || typeof registry !== 'object' || typeof registry.actions !== 'object') {
    throw new Error(`${file} exports no extension registry (a default export with actions, data sources and a dynamic-page handler).`);
  }
  return registry;
}

/**
 * What the runtime hands such a bundle in the project configuration besides the shop's own fields:
 * the shop settings (commerce backend, commercetools, search, captcha: the fields of
 * SETTING_SOURCES) from the host's environment, since the bundle reads no environment of the host;
 * the host's embedded search engine, pictures and mail links at the host's own address. Never part of a page.
 */
export function bundleSettings(env: Record<string, string | undefined>, origin: string): Record<string, string> {
  const fields: Record<string, string> = { ...rawSettings(undefined, env) };
  if (usesEmbeddedSearch(settingsOf(undefined, env).search)) fields.searchHosts = origin;
  // The links in the shop's mails start with the shop's public address: here the host's own.
  fields.shopUrl ??= origin;
  fields.mediaBaseUrl = env.MEDIA_BASE_URL || origin;
  return fields;
}
