'use client';

import { useRouter } from 'next/navigation';
import { Renderer as ShopRenderer, type RendererProps } from '@hirmer/storefront-sdk';
import { tastics } from './tastics';

/**
 * The project's renderer (the B2C starter's shape: a client component): the shop's Renderer with the
 * project's tastic registry, the shop's same-host links routed by Next.js.
 */
export function Renderer(props: Omit<RendererProps, 'registry' | 'navigate'>) {
  const router = useRouter();
  return <ShopRenderer {...props} registry={tastics} navigate={(href) => router.push(href)} />;
}
