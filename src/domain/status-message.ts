import * as z from '../config/zod';

/**
 * The status message an action answers beside its data (accounts-cart-services.md §4 "Status messages: silent
 * success (hidden), message success, redirect success, miscellaneous"): what the shopper is told after a change
 * that went through. A failure is no status message: it is the `{ success: false, errors }` answer.
 * - silent: the change is done and says nothing (the page shows its result itself);
 * - message: a success alert with the text;
 * - redirect: the browser goes to `location` (a path of the shop) after the success, the text showing meanwhile;
 * - misc: neither success nor failure (e.g. "if the address is subscribed, a link is on its way"): a neutral alert.
 * The browser renders it with `StatusAlert` (src/ui/StatusAlert.tsx) and `statusAlertOf` (status-alert-rules.ts);
 * this module is the server's and the types' (zod stays out of the browser's first load).
 */

/** A path of the shop: one leading slash (no `//host`, no scheme), so a redirect never leaves the site. */
const shopPathSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)[^\s\\]*$/, { message: 'A redirect goes to a path of the shop.' });

export const STATUS_KINDS = ['silent', 'message', 'redirect', 'misc'] as const;

export const statusMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('silent') }),
  z.object({ kind: z.literal('message'), text: z.string().min(1) }),
  z.object({ kind: z.literal('redirect'), location: shopPathSchema, text: z.string().min(1).optional() }),
  z.object({ kind: z.literal('misc'), text: z.string().min(1) }),
]);
export type StatusMessage = z.infer<typeof statusMessageSchema>;
export type StatusKind = StatusMessage['kind'];

/** The status messages of the actions, each checked against the model when it is made. */
export const statusMessage = {
  silent: (): StatusMessage => statusMessageSchema.parse({ kind: 'silent' }),
  message: (text: string): StatusMessage => statusMessageSchema.parse({ kind: 'message', text }),
  redirect: (location: string, text?: string): StatusMessage => statusMessageSchema.parse({ kind: 'redirect', location, ...(text ? { text } : {}) }),
  misc: (text: string): StatusMessage => statusMessageSchema.parse({ kind: 'misc', text }),
};
