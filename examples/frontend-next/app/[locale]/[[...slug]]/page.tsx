import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getProject, pageDataFromFrontend, pageHead, parseLocale } from '@hirmer/storefront-sdk/server';
import { apiHub, loadPage, loadShop } from '@/frontastic/api-hub';
import { Renderer } from '@/frontastic/renderer';

interface PageProps {
  params: Promise<{ locale: string; slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const pathOf = (slug: string[] | undefined) => `/${(slug ?? []).map(encodeURIComponent).join('/')}`;

/** A page of the shop: the page from the API hub, the shop's settings beside it, rendered by the client renderer (B2C starter). */
export default async function Page({ params, searchParams }: PageProps) {
  const { locale, slug } = await params;
  const path = pathOf(slug);
  const [answer, { shop, messages }] = await Promise.all([loadPage(path, locale, await searchParams), loadShop(locale)]);
  if (answer.kind === 'redirect') redirect(answer.target);
  if (answer.kind === 'missing') notFound();
  // The browser's calls go to the API hub's actions (the shop's transport), in the session the Frontend SDK keeps.
  const { endpoint, extensionVersion } = apiHub();
  return <Renderer page={answer.page} path={path} shop={shop} messages={messages} transport={{ endpoint, extensionVersion }} />;
}

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const { locale, slug } = await params;
  const path = pathOf(slug);
  const [answer, { shop }] = await Promise.all([loadPage(path, locale, await searchParams), loadShop(locale)]);
  if (answer.kind !== 'page') return {};
  const served = parseLocale(shop.locale)!;
  const project = getProject(shop.projectId);
  const head = pageHead(pageDataFromFrontend(answer.page, path), {
    language: served.language,
    shopName: project.name,
    status: 200,
    locale: served.code,
    locales: project.locales,
    defaultLocale: project.defaultLocale,
  });
  return { title: head.title, description: head.description, robots: head.robots, alternates: { canonical: head.canonicalPath } };
}
