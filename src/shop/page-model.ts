import * as z from '../config/zod';
import type { NodeConfiguration } from '../domain/node-configuration';

/**
 * The page model of commercetools Frontend (FRONTASTIC.md "Page model"): a page has the sections
 * head, main and footer; a section has layout elements (a width of 12 columns and device
 * visibility); a layout element holds tastics. Pages hang off page folders (navigation nodes) that
 * carry the node configuration and the data-source configurations.
 */

export const deviceVisibilitySchema = z.object({
  mobile: z.boolean().default(true),
  tablet: z.boolean().default(true),
  desktop: z.boolean().default(true),
});
export type DeviceVisibility = z.infer<typeof deviceVisibilitySchema>;

export const tasticInstanceSchema = z.object({
  tasticId: z.string().min(1),
  tasticType: z.string().min(1),
  /** Editor values keyed by field id, plus mobile/tablet/desktop. Translatable values may be maps by language or locale. */
  configuration: z.record(z.string(), z.unknown()).default({}),
});
export type TasticInstance = z.infer<typeof tasticInstanceSchema>;

export const layoutElementSchema = z.object({
  layoutElementId: z.string().min(1),
  configuration: deviceVisibilitySchema.extend({ size: z.number().int().min(1).max(12).default(12) }).default({
    size: 12,
    mobile: true,
    tablet: true,
    desktop: true,
  }),
  tastics: z.array(tasticInstanceSchema).default([]),
});
export type LayoutElement = z.infer<typeof layoutElementSchema>;

export const sectionSchema = z.object({
  sectionId: z.string().min(1),
  layoutElements: z.array(layoutElementSchema).default([]),
});
export type Section = z.infer<typeof sectionSchema>;

export const SECTION_NAMES = ['head', 'main', 'footer'] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

export const pageSchema = z.object({
  pageId: z.string().min(1),
  state: z.string().default('published'),
  sections: z.object({
    head: sectionSchema.optional(),
    main: sectionSchema,
    footer: sectionSchema.optional(),
  }),
});
export type Page = z.infer<typeof pageSchema>;

export const dataSourceConfigurationSchema = z.object({
  dataSourceId: z.string().min(1),
  type: z.string().min(1),
  name: z.string().default(''),
  configuration: z.record(z.string(), z.unknown()).default({}),
});
export type DataSourceConfiguration = z.infer<typeof dataSourceConfigurationSchema>;

export const breadcrumbSchema = z.object({ pageFolderId: z.string(), name: z.string(), _url: z.string() });

export const pageFolderSchema = z.object({
  pageFolderId: z.string().min(1),
  /** Parent node; null for the root. The navigation tree is built from parentId and sort. */
  parentId: z.string().nullable().default(null),
  name: z.string().min(1),
  /** URL path of the node: '/' or '/herren/sakkos'. */
  path: z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'A path starts with / and has lowercase segments'),
  sort: z.number().int().default(0),
  nodeType: z.enum(['landingpage', 'link']).default('landingpage'),
  /** Values of the node-configuration schema (schemas/node-configuration.schema.json) as stored: translatable ones by language. */
  configuration: z.record(z.string(), z.unknown()).default({}),
  dataSourceConfigurations: z.array(dataSourceConfigurationSchema).default([]),
});
export type PageFolder = z.infer<typeof pageFolderSchema>;

/** One file under site/pages: a page folder (node) and the page it shows. */
export const sitePageFileSchema = z.object({
  pageFolder: pageFolderSchema,
  page: pageSchema,
});
export type SitePageFile = z.infer<typeof sitePageFileSchema>;

/** One file under site/dynamic: the page shown for a dynamic page type (e.g. product detail). */
export const siteDynamicPageFileSchema = z.object({
  dynamicPageType: z.string().min(1),
  page: pageSchema,
});
export type SiteDynamicPageFile = z.infer<typeof siteDynamicPageFileSchema>;

/** What the host hands to the renderer (and serialises into the HTML for hydration). */
export interface PageData {
  page: Page;
  /** The page folder, its configuration resolved for the locale and parsed (src/domain/node-configuration.ts). */
  pageFolder: Omit<PageFolder, 'dataSourceConfigurations' | 'configuration'> & {
    configuration: NodeConfiguration;
    breadcrumbs: z.infer<typeof breadcrumbSchema>[];
  };
  /** Data-source payloads by dataSourceId (page folder data sources and the dynamic page's payload). */
  dataSources: Record<string, unknown>;
  /** For dynamic pages: the type and the handler's payload. */
  dynamic?: { dynamicPageType: string; pageMatchingPayload?: unknown };
}
