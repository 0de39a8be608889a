import type { ReactNode } from 'react';
// The shop's styles, scoped below its root element, and the document reset the shop's pages expect.
import '@hirmer/storefront-sdk/reset.css';
import '@hirmer/storefront-sdk/styles.css';

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return (
    <html lang={locale.slice(0, 2)}>
      <body>{children}</body>
    </html>
  );
}
