import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, LOCALE_PARAM, LOCALE_PATTERN } from '@hirmer/storefront-sdk/server';

/**
 * The project's proxy (Next 16's name for middleware; on Next 15 this file is `middleware.ts`, as
 * scripts/example.ts stages it). The shop's addresses carry no locale (`/bekleidung`, `/p/{slug}/{id}`):
 * the locale comes from the address's `locale` parameter, else the locale cookie the language switch
 * sets, else the default.
 * The app's folders are the starters' `app/[locale]/[[...slug]]`, so each address is rewritten to it.
 */
const DEFAULT_LOCALE = 'de_DE';

export default function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const first = pathname.split('/')[1] ?? '';
  if (LOCALE_PATTERN.test(first)) return NextResponse.next();
  const named = searchParams.get(LOCALE_PARAM);
  const cookie = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = [named, cookie].find((value): value is string => !!value && LOCALE_PATTERN.test(value)) ?? DEFAULT_LOCALE;
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}${pathname === '/' ? '' : pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Not Next's own files, nor the spec's addresses (route handlers), nor files with an extension (favicon.ico).
  matcher: ['/((?!_next/|api/|_hirmer/|.*\\.[a-zA-Z0-9]+$).*)'],
};
