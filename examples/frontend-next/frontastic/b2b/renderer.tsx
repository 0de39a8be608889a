import type { ComponentType } from 'react';
import { ShopShell, TasticSlot, type ShopShellProps, type TasticProps } from '@hirmer/storefront-sdk';
import { tasticLoaders } from '@hirmer/storefront-sdk/tastics';
import { pageDataFromFrontend, visibilityClasses, type FrontendPageResponse } from '@hirmer/storefront-sdk/server';
import { StoreNotice } from '../tastics/store-notice';

const TAGS = { head: 'header', main: 'main', footer: 'footer' } as const;
// biome-ignore lint/suspicious/noExplicitAny: a registry holds tastics of every data shape
type Tastic = ComponentType<TasticProps<any>>;
const own: Record<string, Tastic> = { 'acme/content/store-notice': StoreNotice };

/** The component of a tastic type: the project's own, else the package's module (a client module: 'use client'). */
async function tasticOf(type: string): Promise<Tastic | null> {
  const load = (tasticLoaders as Record<string, () => Promise<{ default: Tastic }>>)[type];
  return own[type] ?? (load ? (await load()).default : null);
}

/**
 * The renderer of the B2B starter's shape: a server component that lays the page out and renders
 * each tastic (a client component) inside the shop's shell (`ShopShell`) and its place (`TasticSlot`).
 */
export async function ServerRenderer({ page, path, ...shell }: Omit<ShopShellProps, 'children'> & { page: FrontendPageResponse; path: string }) {
  const data = pageDataFromFrontend(page, path);
  const types = [...new Set(Object.values(data.page.sections).flatMap((s) => s?.layoutElements.flatMap((e) => e.tastics.map((t) => t.tasticType)) ?? []))];
  const components = new Map(await Promise.all(types.map(async (type) => [type, await tasticOf(type)] as const)));
  return (
    <ShopShell {...shell}>
      {(['head', 'main', 'footer'] as const).map((name) => {
        const section = data.page.sections[name];
        if (!section) return null;
        const Tag = TAGS[name];
        return (
          <Tag key={name} className={`page-section page-section--${name}`} id={name === 'main' ? 'main-content' : undefined}>
            <div className="page-grid">
              {section.layoutElements.map((element) => (
                <div
                  key={element.layoutElementId}
                  className={`layout-element col-${element.configuration.size} ${visibilityClasses(element.configuration)}`.trim()}
                >
                  {element.tastics.map((tastic) => {
                    const Component = components.get(tastic.tasticType);
                    return Component ? (
                      <TasticSlot key={tastic.tasticId} tasticId={tastic.tasticId} tasticType={tastic.tasticType} data={tastic.configuration}>
                        <Component data={tastic.configuration} tasticId={tastic.tasticId} pageFolder={data.pageFolder} />
                      </TasticSlot>
                    ) : null;
                  })}
                </div>
              ))}
            </div>
          </Tag>
        );
      })}
    </ShopShell>
  );
}
