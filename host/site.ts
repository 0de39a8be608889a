import fs from 'node:fs';
import path from 'node:path';
import { siteDynamicPageFileSchema, sitePageFileSchema, type PageFolder, type SiteDynamicPageFile, type SitePageFile } from '../src/shop/page-model';
import type { TasticSchema } from '../src/page/tastic-schema';
import type { FolderLookup } from '../src/page/resolve';

/**
 * The local "CMS": page folders with their pages (site/pages), pages for dynamic page types
 * (site/dynamic), the project configuration (site/project.json), and the tastic schemas the
 * editor would use (tastics/**\/schema.json).
 */
export interface Site {
  pagesByPath: Map<string, SitePageFile>;
  foldersById: Map<string, PageFolder>;
  dynamicPages: Map<string, SiteDynamicPageFile>;
  projectConfiguration: Record<string, unknown>;
  tasticSchemas: Map<string, TasticSchema>;
  folders: FolderLookup;
}

function folderLookup(foldersById: Map<string, PageFolder>): FolderLookup {
  const children = new Map<string, PageFolder[]>();
  for (const folder of foldersById.values()) {
    if (!folder.parentId) continue;
    const list = children.get(folder.parentId) ?? [];
    list.push(folder);
    children.set(folder.parentId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  const root = [...foldersById.values()].find((f) => f.parentId === null && f.path === '/');
  return {
    get: (id) => foldersById.get(id),
    children: (id) => children.get(id) ?? [],
    rootId: () => root?.pageFolderId,
  };
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

export function findTasticSchemaFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'schema.json') out.push(full);
    }
  };
  walk(path.join(root, 'tastics'));
  return out.sort();
}

/** Loads the site. Shapes were validated before (validateProject); parsing here applies defaults. */
export function loadSite(root: string): Site {
  const pagesByPath = new Map<string, SitePageFile>();
  const foldersById = new Map<string, PageFolder>();
  for (const file of jsonFiles(path.join(root, 'site/pages'))) {
    const parsed = sitePageFileSchema.parse(readJson(file));
    pagesByPath.set(parsed.pageFolder.path, parsed);
    foldersById.set(parsed.pageFolder.pageFolderId, parsed.pageFolder);
  }
  const dynamicPages = new Map<string, SiteDynamicPageFile>();
  for (const file of jsonFiles(path.join(root, 'site/dynamic'))) {
    const parsed = siteDynamicPageFileSchema.parse(readJson(file));
    dynamicPages.set(parsed.dynamicPageType, parsed);
  }
  const projectFile = path.join(root, 'site/project.json');
  const projectConfiguration = fs.existsSync(projectFile) ? (readJson(projectFile) as Record<string, unknown>) : {};
  const tasticSchemas = new Map<string, TasticSchema>();
  for (const file of findTasticSchemaFiles(root)) {
    const schema = readJson(file) as TasticSchema;
    tasticSchemas.set(schema.tasticType, schema);
  }
  return { pagesByPath, foldersById, dynamicPages, projectConfiguration, tasticSchemas, folders: folderLookup(foldersById) };
}

/** Breadcrumbs from the root to a folder, following parentId. */
export function breadcrumbsOf(site: Site, folder: PageFolder): { pageFolderId: string; name: string; _url: string }[] {
  const chain: PageFolder[] = [];
  let current: PageFolder | undefined = folder;
  const seen = new Set<string>();
  while (current && !seen.has(current.pageFolderId)) {
    seen.add(current.pageFolderId);
    chain.unshift(current);
    current = current.parentId ? site.foldersById.get(current.parentId) : undefined;
  }
  return chain.map((f) => ({ pageFolderId: f.pageFolderId, name: f.name, _url: f.path }));
}
