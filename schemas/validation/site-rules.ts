import { Reporter, type Problem } from './problem';
import type { LoadedSchema } from './tastic-schemas';
import type { SiteEntry, SitePageEntry } from './site-files';
import { checkValues, DEVICE_VISIBILITY_KEYS } from './values';
import type { ValueContext } from './value-forms';
import type { Page } from '../../src/shop/page-model';

/**
 * Rules across the site files: page folders form one tree (unique ids and paths, existing
 * parents), node configurations follow the node schema, and each tastic's configuration follows
 * its tastic's schema, with references resolved against the other files.
 */

/** The data source a dynamic page's tastics read: the dynamic-page handler's payload. */
export const DYNAMIC_PAGE_DATA_SOURCE_ID = '__master';

function checkPageFolderTree(pages: SitePageEntry[], problems: Problem[]): Set<string> {
  const ids = new Map<string, string>();
  const paths = new Map<string, string>();
  for (const { file, pageFolder } of pages) {
    const firstId = ids.get(pageFolder.pageFolderId);
    if (firstId) problems.push({ file, path: '/pageFolder/pageFolderId', message: `pageFolderId '${pageFolder.pageFolderId}' is also used by ${firstId}` });
    else ids.set(pageFolder.pageFolderId, file);
    const firstPath = paths.get(pageFolder.path);
    if (firstPath) problems.push({ file, path: '/pageFolder/path', message: `path '${pageFolder.path}' is also used by ${firstPath}` });
    else paths.set(pageFolder.path, file);
  }
  for (const { file, pageFolder } of pages) {
    if (pageFolder.parentId !== null && !ids.has(pageFolder.parentId)) {
      problems.push({ file, path: '/pageFolder/parentId', message: `parent page folder '${pageFolder.parentId}' does not exist` });
    }
  }
  checkCycles(pages, problems);
  return new Set(ids.keys());
}

/** Following parents from any page folder must reach the root, never come back. */
function checkCycles(pages: SitePageEntry[], problems: Problem[]): void {
  const parentOf = new Map(pages.map((p) => [p.pageFolder.pageFolderId, p.pageFolder.parentId]));
  for (const { file, pageFolder } of pages) {
    const seen = new Set<string>([pageFolder.pageFolderId]);
    for (let id = pageFolder.parentId; id !== null && id !== undefined; id = parentOf.get(id) ?? null) {
      if (seen.has(id)) {
        problems.push({
          file,
          path: '/pageFolder/parentId',
          message: `page folder '${pageFolder.pageFolderId}' is its own ancestor (parentId cycle through '${id}')`,
        });
        break;
      }
      seen.add(id);
    }
  }
}

function checkDataSourceIds(entry: SitePageEntry, r: Reporter): void {
  const seen = new Set<string>();
  entry.pageFolder.dataSourceConfigurations.forEach((d, i) => {
    if (seen.has(d.dataSourceId)) r.error(`/pageFolder/dataSourceConfigurations/${i}/dataSourceId`, `dataSourceId '${d.dataSourceId}' is configured twice`);
    seen.add(d.dataSourceId);
  });
}

/** canonicalUrl (storefront-browsing.md §3): starts with /, no trailing /. */
export function canonicalUrlMismatch(value: unknown): string | undefined {
  const values = typeof value === 'object' && value !== null ? Object.values(value) : [value];
  for (const v of values) {
    if (typeof v !== 'string' || v === '') continue;
    if (!v.startsWith('/')) return `canonicalUrl '${v}' must start with /`;
    if (v.length > 1 && v.endsWith('/')) return `canonicalUrl '${v}' must not end with /`;
  }
  return undefined;
}

function checkPage(page: Page, tastics: ReadonlyMap<string, LoadedSchema>, ctx: ValueContext, r: Reporter): void {
  const tasticIds = new Map<string, string>();
  for (const [sectionName, section] of Object.entries(page.sections)) {
    section?.layoutElements.forEach((element, e) =>
      element.tastics.forEach((tastic, t) => {
        const path = `/page/sections/${sectionName}/layoutElements/${e}/tastics/${t}`;
        const first = tasticIds.get(tastic.tasticId);
        if (first) r.error(`${path}/tasticId`, `tasticId '${tastic.tasticId}' is also used at ${first}`);
        else tasticIds.set(tastic.tasticId, path);
        const schema = tastics.get(tastic.tasticType);
        if (!schema) {
          r.error(`${path}/tasticType`, `unknown tasticType '${tastic.tasticType}' (no tastics/**/schema.json defines it)`);
          return;
        }
        checkValues(schema.fields, tastic.configuration, `${path}/configuration`, ctx, r, {
          extraKeys: DEVICE_VISIBILITY_KEYS,
          what: `the configuration of ${tastic.tasticType}`,
        });
      }),
    );
  }
}

export function checkSite(entries: SiteEntry[], tastics: ReadonlyMap<string, LoadedSchema>, nodeSchema: LoadedSchema | undefined): Problem[] {
  const problems: Problem[] = [];
  const pages = entries.filter((e): e is SitePageEntry => e.kind === 'page');
  const pageFolderIds = checkPageFolderTree(pages, problems);
  const dynamicTypes = new Map<string, string>();
  for (const entry of entries) {
    if (entry.kind !== 'dynamic') continue;
    const first = dynamicTypes.get(entry.dynamicPageType);
    if (first)
      problems.push({ file: entry.file, path: '/dynamicPageType', message: `dynamicPageType '${entry.dynamicPageType}' already has a page: ${first}` });
    else dynamicTypes.set(entry.dynamicPageType, entry.file);
  }
  for (const entry of entries) {
    const r = new Reporter(entry.file);
    if (entry.kind === 'page') {
      const { pageFolder } = entry;
      checkDataSourceIds(entry, r);
      const dataSources = new Map(pageFolder.dataSourceConfigurations.map((d) => [d.dataSourceId, d.type]));
      if (nodeSchema) {
        checkValues(nodeSchema.fields, pageFolder.configuration, '/pageFolder/configuration', { pageFolderIds }, r, { what: 'the node configuration' });
      }
      const canonical = canonicalUrlMismatch(pageFolder.configuration.canonicalUrl);
      if (canonical) r.error('/pageFolder/configuration/canonicalUrl', canonical);
      checkPage(entry.page, tastics, { pageFolderIds, dataSources }, r);
    } else {
      checkPage(entry.page, tastics, { pageFolderIds, dataSources: new Map([[DYNAMIC_PAGE_DATA_SOURCE_ID, '*']]) }, r);
    }
    problems.push(...r.problems);
  }
  return problems;
}
