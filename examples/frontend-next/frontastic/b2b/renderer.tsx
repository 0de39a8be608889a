import { ShopShell, TasticSlot, type ShopShellProps } from '@hirmer/storefront-sdk';
import { pageDataFromFrontend, visibilityClasses, type FrontendPageResponse } from '@hirmer/storefront-sdk/server';
import { RegisteredTastic } from './tastic';

const TAGS = { head: 'header', main: 'main', footer: 'footer' } as const;

/**
 * The renderer of the B2B starter's shape: a server component that lays the page out and renders
 * each tastic (a client component, by its type: ./tastic.tsx) inside the shop's shell (`ShopShell`)
 * and its place (`TasticSlot`).
 */
export function ServerRenderer({ page, path, ...shell }: Omit<ShopShellProps, 'children'> & { page: FrontendPageResponse; path: string }) {
  const data = pageDataFromFrontend(page, path);
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
                  {element.tastics.map((tastic) => (
                    <TasticSlot key={tastic.tasticId} tasticId={tastic.tasticId} tasticType={tastic.tasticType} data={tastic.configuration}>
                      <RegisteredTastic tasticType={tastic.tasticType} data={tastic.configuration} tasticId={tastic.tasticId} pageFolder={data.pageFolder} />
                    </TasticSlot>
                  ))}
                </div>
              ))}
            </div>
          </Tag>
        );
      })}
    </ShopShell>
  );
}
