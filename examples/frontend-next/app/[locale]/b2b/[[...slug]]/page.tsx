import { notFound, redirect } from 'next/navigation';
import { pageDataFromFrontend, tasticTypesOf } from '@hirmer/storefront-sdk/server';
import { apiHub, loadPage, loadShop, pageMessages } from '@/frontastic/api-hub';
import { ServerRenderer } from '@/frontastic/b2b/renderer';

/**
 * The same pages in the B2B starter's shape: a server-component renderer, `'use client'` in the tastic
 * files. (A project picks one shape; the example builds both.)
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, slug } = await params;
  const path = `/${(slug ?? []).map(encodeURIComponent).join('/')}`;
  const [answer, shop] = await Promise.all([loadPage(path, locale, await searchParams), loadShop(locale)]);
  if (answer.kind === 'redirect') redirect(answer.target);
  if (answer.kind === 'missing') notFound();
  // The browser's calls go to the API hub's actions (the shop's transport), in the session the Frontend SDK keeps.
  const { endpoint, extensionVersion } = apiHub();
  const messages = pageMessages(shop, tasticTypesOf(pageDataFromFrontend(answer.page, path)));
  return <ServerRenderer page={answer.page} path={path} shop={shop} messages={messages} transport={{ endpoint, extensionVersion }} />;
}
