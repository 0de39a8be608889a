import * as z from '../config/zod';
import { languageSchema } from '../config/schemas';

/** The locale switch (accounts-cart-services.md §4, §7 "Switch-language and switch-locale calls take a delivery country and a language"). */
// Pure: the browser's locale switch imports this module for its rules, not for the action's schemas.
export const localeSwitchSchema = /* @__PURE__ */ z.object({
  language: languageSchema,
  country: /* @__PURE__ */ z
    .string()
    .trim()
    .toUpperCase()
    .pipe(/* @__PURE__ */ z.string().regex(/^[A-Z]{2}$/, 'A country is an ISO 3166 alpha-2 code such as DE')),
});
export type LocaleSwitchPayload = z.infer<typeof localeSwitchSchema>;

/** The other domain takes over a session with the id the redirect carried. */
export const sessionTakeoverSchema = /* @__PURE__ */ z.object({ temporarySessionId: /* @__PURE__ */ z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

export interface LocaleSwitchAnswer {
  success: true;
  /** The locale the shop serves for the choice (language_TERRITORY). */
  locale: string;
  previousLocale: string;
  /** The language changed: cart lines and reservations missing from the new index must go. */
  basketUpdateRequired: boolean;
  /** Carries the session to another domain (deliveryCountryDomainMapping). */
  temporarySessionId: string;
}

/**
 * The locale the shop serves for a language and delivery country: the exact pair when the project
 * serves it, else the project's locale of that language, else the project default.
 */
export function localeForChoice(project: { locales: readonly string[]; defaultLocale: string }, language: string, country: string): string {
  const exact = `${language}_${country}`;
  if (project.locales.includes(exact)) return exact;
  return project.locales.find((l) => l.startsWith(`${language}_`)) ?? project.defaultLocale;
}

export { domainRedirectTarget } from './locale-rules';
