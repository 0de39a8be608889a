import * as z from 'zod';
import { languageSchema } from '../config/languages';

/** The locale switch (accounts-cart-services.md §4, §7 "Switch-language and switch-locale calls take a delivery country and a language"). */
export const localeSwitchSchema = z.object({
  language: languageSchema,
  country: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'A country is an ISO 3166 alpha-2 code such as DE')),
});
export type LocaleSwitchPayload = z.infer<typeof localeSwitchSchema>;

/** The other domain takes over a session with the id the redirect carried. */
export const sessionTakeoverSchema = z.object({ temporarySessionId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

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

/**
 * The domain-mapping redirect: when the project says a redirect is necessary and the delivery
 * country maps to a domain other than the current origin, the address to go to (with the
 * temporary session id); otherwise null.
 */
export function domainRedirectTarget(options: {
  redirectNecessary: boolean;
  mapping: Readonly<Record<string, string>>;
  country: string;
  origin: string;
  temporarySessionId: string;
  param: string;
}): string | null {
  const domain = options.mapping[options.country];
  if (!options.redirectNecessary || !domain) return null;
  const target = new URL(domain);
  if (target.origin === options.origin) return null;
  target.searchParams.set(options.param, options.temporarySessionId);
  return target.toString();
}
