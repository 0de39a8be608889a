import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { getProject, LOCALE_PATTERN, pageDataFromFrontend, pageHead, parseLocale, sessionDataSources, tasticTypesOf } from '@hirmer/storefront-sdk/server';
import { apiHub, loadPage, loadSessionData, loadShop, pageMessages } from '@/frontastic/api-hub';
import { Renderer } from '@/frontastic/renderer';

interface PageProps {
  params: Promise<{ locale: string; slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const pathOf = (slug: string[] | undefined) => `/${(slug ?? []).map(encodeURIComponent).join('/')}`;

/** The address's query as the browser has it (`?page=Orders`, '' for none). */
function queryOf(searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams))
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A page of the shop: the page from the API hub, converted into the shop's page data, the shop's settings beside it, rendered by the client renderer (B2C starter). */
/** The site's origin as the shopper's browser addressed it (behind a proxy, its forwarded host and scheme). */
async function siteOrigin(): Promise<URL> {
  const request = await headers();
  const host = request.get('x-forwarded-host') ?? request.get('host') ?? 'localhost';
  const scheme = request.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http';
  return new URL(`${scheme}://${host}`);
}

export default async function Page({ params, searchParams }: PageProps) {
  const { locale, slug } = await params;
  // A first segment that is no locale (a file such as /sitemap.xml that nothing serves) is no page of the shop.
  if (!LOCALE_PATTERN.test(locale)) notFound();
  const path = pathOf(slug);
  const query = await searchParams;
  const [answer, shop] = await Promise.all([loadPage(path, locale, query), loadShop(locale)]);
  if (answer.kind === 'redirect') redirect(answer.target);
  if (answer.kind === 'missing') notFound();
  // The page data for the renderer, converted here: the browser then loads no conversion (and no schema).
  const data = pageDataFromFrontend(answer.page, path);
  const types = tasticTypesOf(data);
  // The basket and the account area arrive drawn from the shopper's own data (the session's cart, the user).
  const fallback = await loadSessionData(sessionDataSources(types), locale);
  // Only the messages of the shell and of this page's tastics (the next page brings its own).
  const messages = pageMessages(shop, types);
  // The browser's calls go to the API hub's actions (the shop's transport), in the session the Frontend SDK keeps.
  const { endpoint, extensionVersion } = apiHub();
  return <Renderer data={data} query={queryOf(query)} fallback={fallback} shop={shop} messages={messages} transport={{ endpoint, extensionVersion }} />;
}

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!LOCALE_PATTERN.test(locale)) return {};
  const path = pathOf(slug);
  const [answer, shop] = await Promise.all([loadPage(path, locale, await searchParams), loadShop(locale)]);
  if (answer.kind !== 'page') return {};
  const served = parseLocale(shop.locale)!;
  const project = getProject(shop.projectId);
  const head = pageHead(pageDataFromFrontend(answer.page, path), {
    language: served.language,
    shopName: project.name,
    status: answer.status,
    locale: served.code,
    locales: project.locales,
    defaultLocale: project.defaultLocale,
  });
  // As the host's head: absolute addresses (metadataBase), the page in every language, link previews.
  const images = head.image ? [head.image] : undefined;
  return {
    metadataBase: await siteOrigin(),
    title: head.title,
    description: head.description,
    keywords: head.keywords,
    robots: head.robots,
    alternates: { canonical: head.canonicalPath, languages: Object.fromEntries(head.alternates.map((a) => [a.hreflang, a.path])) },
    openGraph: { type: 'website', title: head.title, description: head.description, url: head.canonicalPath, images },
    twitter: { card: head.image ? 'summary_large_image' : 'summary', title: head.title, description: head.description, images },
  };
}
