import { isPhoneLike } from '../../src/content/links';
import { describe, joinPointer, type Reporter } from './problem';
import { isPlainObject, TRANSLATION_KEY } from './field-types';

/**
 * Checks of the structured value forms stored in site files (media, reference, node, tree) and of
 * string formats. References to page folders are checked when the context knows the page folders.
 */

export interface ValueContext {
  /** Existing page folder ids; undefined when references cannot be checked (schema defaults). */
  pageFolderIds?: ReadonlySet<string>;
  /** Data sources of the page: dataSourceId -> type ('*' accepts any type); undefined: no data sources here. */
  dataSources?: ReadonlyMap<string, string>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A url is absolute (http, https, mailto, tel) or a path on this shop (starts with / or #). */
export function isUrl(value: string): boolean {
  if (/^[/#]/.test(value)) return !/\s/.test(value) && !value.startsWith('//');
  if (!/^(https?:|mailto:|tel:)/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export function formatMismatch(format: string, value: string): string | undefined {
  if (format === 'url' && !isUrl(value)) return `${describe(value)} is not a url (absolute https://... or a path starting with /)`;
  if (format === 'email' && !EMAIL.test(value)) return `${describe(value)} is not an e-mail address`;
  if (format === 'hex' && !HEX.test(value)) return `${describe(value)} is not a hex colour such as #1a2b3c`;
  return undefined;
}

export function isIsoDateTime(value: unknown): boolean {
  return typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

export function isTranslationMap(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => TRANSLATION_KEY.test(k));
}

/** Reports keys outside `allowed`; returns false when the value is not an object at all. */
export function checkObjectKeys(value: unknown, allowed: readonly string[], path: string, what: string, r: Reporter): value is Record<string, unknown> {
  if (!isPlainObject(value)) {
    r.error(path, `${what} must be an object, got ${describe(value)}`);
    return false;
  }
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) r.error(joinPointer(path, key), `unknown key '${key}' in ${what} (allowed: ${allowed.join(', ')})`);
  }
  return true;
}

function checkPageFolderId(value: unknown, path: string, ctx: ValueContext, r: Reporter): void {
  if (typeof value !== 'string' || value === '') {
    r.error(path, `pageFolderId must be a non-empty string, got ${describe(value)}`);
  } else if (ctx.pageFolderIds && !ctx.pageFolderIds.has(value)) {
    r.error(path, `page folder '${value}' does not exist (no site/pages file has this pageFolderId)`);
  }
}

function checkNodeRef(value: unknown, path: string, ctx: ValueContext, r: Reporter, what: string): void {
  if (checkObjectKeys(value, ['pageFolderId'], path, what, r)) checkPageFolderId(value.pageFolderId, joinPointer(path, 'pageFolderId'), ctx, r);
}

export function checkNode(value: unknown, path: string, ctx: ValueContext, r: Reporter): void {
  checkNodeRef(value, path, ctx, r, 'a node value ({ pageFolderId })');
}

export function checkTree(value: unknown, path: string, ctx: ValueContext, r: Reporter): void {
  if (!checkObjectKeys(value, ['node', 'depth'], path, 'a tree value ({ node?, depth? })', r)) return;
  if (value.node !== undefined) checkNodeRef(value.node, joinPointer(path, 'node'), ctx, r, 'the tree node ({ pageFolderId })');
  if (value.depth !== undefined && !(Number.isInteger(value.depth) && (value.depth as number) >= 0)) {
    r.error(joinPointer(path, 'depth'), `depth must be a non-negative integer, got ${describe(value.depth)}`);
  }
}

/** Internal node links (storefront-browsing.md §2 Links): node_{pageFolderId}, optionally opened as a modal (_modal). */
const NODE_LINK = /^node_([A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*?)(?:_modal)?$/;
const CONTACT_LINK = /^(mailto|tel):\S+$/;

export function checkReference(value: unknown, path: string, ctx: ValueContext, r: Reporter): void {
  if (!isPlainObject(value)) {
    r.error(path, `a reference must be { type: 'link', link } or { type: 'page-folder', pageFolder: { pageFolderId } }, got ${describe(value)}`);
    return;
  }
  if (value.openInNewWindow !== undefined && typeof value.openInNewWindow !== 'boolean') {
    r.error(joinPointer(path, 'openInNewWindow'), `openInNewWindow must be a boolean, got ${describe(value.openInNewWindow)}`);
  }
  if (value.type === 'link') {
    checkObjectKeys(value, ['type', 'link', 'openInNewWindow'], path, 'a link reference', r);
    const link = typeof value.link === 'string' ? value.link : null;
    const node = link ? NODE_LINK.exec(link) : null;
    if (node) checkPageFolderId(node[1], joinPointer(path, 'link'), ctx, r);
    else if (link === null || !(isUrl(link) || CONTACT_LINK.test(link) || isPhoneLike(link))) {
      r.error(
        joinPointer(path, 'link'),
        `link must be a url (https://... or a path starting with /), node_<pageFolderId>, mailto:, tel: or a phone number, got ${describe(value.link)}`,
      );
    }
  } else if (value.type === 'page-folder') {
    checkObjectKeys(value, ['type', 'pageFolder', 'openInNewWindow'], path, 'a page-folder reference', r);
    checkNodeRef(value.pageFolder, joinPointer(path, 'pageFolder'), ctx, r, 'the referenced pageFolder ({ pageFolderId })');
  } else {
    r.error(joinPointer(path, 'type'), `reference type must be 'link' or 'page-folder', got ${describe(value.type)}`);
  }
}

const MEDIA_KEYS = ['media', 'title', 'ratio', 'gravity'];
const MEDIA_FILE_KEYS = ['mediaId', 'file', 'width', 'height', 'name'];

export function checkMedia(value: unknown, path: string, r: Reporter): void {
  if (!checkObjectKeys(value, MEDIA_KEYS, path, 'a media value ({ media, title?, ratio?, gravity? })', r)) return;
  const mediaPath = joinPointer(path, 'media');
  if (checkObjectKeys(value.media, MEDIA_FILE_KEYS, mediaPath, 'media ({ mediaId, file, width?, height?, name? })', r)) {
    const media = value.media;
    for (const key of ['mediaId', 'file'] as const) {
      if (typeof media[key] !== 'string' || media[key] === '')
        r.error(joinPointer(mediaPath, key), `${key} must be a non-empty string, got ${describe(media[key])}`);
    }
    for (const key of ['width', 'height'] as const) {
      if (media[key] !== undefined && !(Number.isInteger(media[key]) && (media[key] as number) > 0)) {
        r.error(joinPointer(mediaPath, key), `${key} must be a positive integer (pixels), got ${describe(media[key])}`);
      }
    }
    if (media.name !== undefined && typeof media.name !== 'string')
      r.error(joinPointer(mediaPath, 'name'), `name must be a string, got ${describe(media.name)}`);
  }
  if (value.title !== undefined && typeof value.title !== 'string' && !isTranslationMap(value.title)) {
    r.error(joinPointer(path, 'title'), `title must be a string or a map by language/locale, got ${describe(value.title)}`);
  }
  if (value.ratio !== undefined && typeof value.ratio !== 'string' && typeof value.ratio !== 'number') {
    r.error(joinPointer(path, 'ratio'), `ratio must be a string such as '16:9' or a number, got ${describe(value.ratio)}`);
  }
  if (value.gravity !== undefined && typeof value.gravity !== 'string' && !isPlainObject(value.gravity)) {
    r.error(joinPointer(path, 'gravity'), `gravity must be an object ({ mode, coordinates? }), got ${describe(value.gravity)}`);
  }
}

export function checkDataSource(value: unknown, expectedType: string | undefined, path: string, ctx: ValueContext, r: Reporter): void {
  if (typeof value !== 'string' || value === '') {
    r.error(path, `a dataSource value is a dataSourceId string, got ${describe(value)}`);
    return;
  }
  const type = ctx.dataSources?.get(value);
  if (type === undefined) {
    const known = ctx.dataSources ? [...ctx.dataSources.keys()] : [];
    r.error(
      path,
      `data source '${value}' is not configured for this page (${known.length ? `known: ${known.join(', ')}` : 'the page folder has no dataSourceConfigurations'})`,
    );
  } else if (type !== '*' && expectedType && type !== expectedType) {
    r.error(path, `data source '${value}' has type '${type}', the field expects '${expectedType}'`);
  }
}
