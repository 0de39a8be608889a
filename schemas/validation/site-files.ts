import path from 'node:path';
import type * as z from 'zod';
import { siteDynamicPageFileSchema, sitePageFileSchema, type Page, type PageFolder } from '../../src/shop/page-model';
import { findFiles, readJson, relative } from './files';
import type { Problem } from './problem';

/** The site files (the local "CMS content") after their shape was checked with the page model's zod schemas. */
export interface SitePageEntry {
  file: string;
  kind: 'page';
  pageFolder: PageFolder;
  page: Page;
}
export interface SiteDynamicEntry {
  file: string;
  kind: 'dynamic';
  dynamicPageType: string;
  page: Page;
}
export type SiteEntry = SitePageEntry | SiteDynamicEntry;

export function zodProblems(file: string, error: z.ZodError): Problem[] {
  return error.issues.map((issue) => ({
    file,
    path: issue.path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join(''),
    message: issue.message,
  }));
}

export async function loadSiteFiles(rootDir: string): Promise<{ entries: SiteEntry[]; problems: Problem[] }> {
  const entries: SiteEntry[] = [];
  const problems: Problem[] = [];
  const json = (name: string) => name.endsWith('.json');
  // site/pages/*.json and site/dynamic/*.json: the host reads these directories flat.
  for (const [dir, kind] of [
    ['pages', 'page'],
    ['dynamic', 'dynamic'],
  ] as const) {
    for (const full of await findFiles(path.join(rootDir, 'site', dir), json, false)) {
      const file = relative(rootDir, full);
      const read = await readJson(rootDir, full);
      if (!read.ok) {
        problems.push(read.problem);
        continue;
      }
      if (kind === 'page') {
        const parsed = sitePageFileSchema.safeParse(read.value);
        if (parsed.success) entries.push({ file, kind, ...parsed.data });
        else problems.push(...zodProblems(file, parsed.error));
      } else {
        const parsed = siteDynamicPageFileSchema.safeParse(read.value);
        if (parsed.success) entries.push({ file, kind, ...parsed.data });
        else problems.push(...zodProblems(file, parsed.error));
      }
    }
  }
  return { entries, problems };
}
