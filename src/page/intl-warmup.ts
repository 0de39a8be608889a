/**
 * The browser's Intl loads its data on first use. In Chromium the very first call costs 25–40 ms of
 * main thread on a fast machine (several times that on a phone), in one piece; each further service
 * (plural rules, a collator, region names) a few milliseconds more. The page's first render in the
 * browser uses them all: react-intl checks the locale (NumberFormat, DateTimeFormat), messages with
 * a count need plural rules, prices a currency format, the navigation and the filters a collator,
 * the locale switch region names. Met during hydration, they make its longest tasks.
 *
 * The first use goes into the document's head (intlWarmupScript): it runs while the page waits for
 * its stylesheet, time in which the main thread is idle anyway. The rest run after the first paint,
 * each in a task of its own (intlWarmupSteps, host/client/entry.tsx).
 */

/**
 * The inline script for the document's head, after the stylesheet's preload and before its link (a
 * script after a stylesheet link waits for the stylesheet). A commercetools Frontend project puts
 * it into its document head the same way (README, "Use in your Frontend project", step 7).
 */
export function intlWarmupScript(intlLocale: string): string {
  // Wrapped: whatever a browser's Intl does with the tag, the page goes on.
  return `try{Intl.NumberFormat.supportedLocalesOf(${JSON.stringify(intlLocale)})}catch(e){}`;
}

/** The services the first render uses besides, one step each (a task of its own between them). */
export function intlWarmupSteps(intlLocale: string): (() => void)[] {
  return [
    () => Intl.DateTimeFormat.supportedLocalesOf(intlLocale),
    () => new Intl.PluralRules(intlLocale).select(1),
    () => new Intl.Collator(intlLocale).compare('a', 'b'),
    () => new Intl.DisplayNames([intlLocale], { type: 'region' }).of('DE'),
  ];
}
