import * as z from 'zod/mini';

/**
 * Values of the editor's media and reference fields as tastics and node configurations receive them
 * (FRONTASTIC.md "Values a tastic receives"). The runtime's objects carry more keys than the shop
 * reads; they are kept. zod/mini: a Frontend project's client renderer parses node configurations
 * with these (src/shop/frontend-page.ts), so they must stay small in a browser bundle.
 */

/** A media field: the picture (its file is what makes it one) and how to show it. */
export const mediaValueSchema = z.looseObject({
  media: z.looseObject({
    mediaId: z.string(),
    file: z.string().check(z.minLength(1)),
    name: z.optional(z.string()),
    width: z.optional(z.number()),
    height: z.optional(z.number()),
    format: z.optional(z.string()),
  }),
  title: z.optional(z.string()),
  ratio: z.optional(z.string()),
  gravity: z.optional(z.unknown()),
});
export type MediaValue = z.infer<typeof mediaValueSchema>;

/** A reference field, resolved: a link, or a page folder with its URL. */
export const referenceValueSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), link: z.string(), openInNewWindow: z.optional(z.boolean()) }),
  z.object({
    type: z.literal('page-folder'),
    pageFolder: z.object({ pageFolderId: z.string(), name: z.optional(z.string()), _url: z.optional(z.string()) }),
    openInNewWindow: z.optional(z.boolean()),
  }),
]);
export type ReferenceValue = z.infer<typeof referenceValueSchema>;
