import type { ReactNode } from 'react';
import { intlWarmupScript, parseLocale } from '@hirmer/storefront-sdk/server';
// The shop's styles, scoped below its root element, and the document reset the shop's pages expect.
import '@hirmer/storefront-sdk/reset.css';
import '@hirmer/storefront-sdk/styles.css';

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const intl = parseLocale(locale)?.intl;
  return (
    <html lang={locale.slice(0, 2)}>
      {/* The browser's Intl loads its data here, before the first paint (after the stylesheet, which the
          app router writes first), instead of in one piece of the hydration (react-intl's createIntl). */}
      <head>
        {intl ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the SDK's own script, of a locale the pattern checked
          <script dangerouslySetInnerHTML={{ __html: intlWarmupScript(intl) }} />
        ) : null}
      </head>
      <body>{children}</body>
    </html>
  );
}
