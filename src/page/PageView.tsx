import { useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DeviceVisibility, LayoutElement, PageData, SectionName, TasticInstance } from '../shop/page-model';
import type { TasticRegistry } from '../shop/registry';
import { TasticBoundary } from './TasticBoundary';
import { visibilityClasses } from '../shop/visibility';
import { useShopContext } from '../shop/ShopContext';
import { isShownInCountry } from '../domain/countries';
import { awaitHydrationTurn } from './deferred-hydration';
import { noteTasticHydrated } from './hydration-progress';
import { HydrationBoundary } from '../ui/hydration-boundary';

/**
 * Renders its tastic once the tastic's deferred hydration (below the fold at load) may run, and
 * notes its first commit after the tastic's own effects (a parent's effects run after its children's).
 */
function HydrationGate({ tasticId, children }: { tasticId: string; children: ReactNode }) {
  awaitHydrationTurn(tasticId);
  useEffect(() => noteTasticHydrated(tasticId), [tasticId]);
  return children;
}

/** What a tastic's place reads of its configuration: the countries it is limited to and its devices. */
export type TasticSlotData = { countries?: unknown } & Partial<DeviceVisibility>;

/**
 * One tastic's place on the page: hidden in other countries, the device classes, an error boundary
 * and a hydration boundary of its own (./hydration-boundary.tsx), deferred hydration below the fold.
 * The shop's renderer puts each tastic in one; a project with its own renderer (a server component,
 * as in the B2B starter) wraps each tastic element it renders in one (README, "Use in your Frontend
 * project").
 */
export function TasticSlot({ tasticId, tasticType, data, children }: { tasticId: string; tasticType: string; data: TasticSlotData; children: ReactNode }) {
  const { environment, locale } = useShopContext();
  // A block limited to other countries is not rendered at all (storefront-browsing.md §2, "Components can be limited to countries").
  if (!isShownInCountry(data.countries, locale.territory)) return null;
  const fallback =
    environment !== 'production' ? (
      <div className="tastic-failed" role="note">
        <FormattedMessage id="tastic.failed" /> ({tasticType})
      </div>
    ) : null;
  return (
    <div className={`tastic ${visibilityClasses(data)}`.trim()} data-tastic-type={tasticType} data-tastic-id={tasticId}>
      <TasticBoundary tasticType={tasticType} tasticId={tasticId} fallback={fallback}>
        {/* A boundary per tastic: React hydrates each in a task of its own (no single long task for the
            page), and those below the fold when they come near (deferred-hydration.ts). */}
        <HydrationBoundary>
          <HydrationGate tasticId={tasticId}>{children}</HydrationGate>
        </HydrationBoundary>
      </TasticBoundary>
    </div>
  );
}

function Tastic({ tastic, registry, pageFolder }: { tastic: TasticInstance; registry: TasticRegistry; pageFolder: PageData['pageFolder'] }) {
  const { environment, locale } = useShopContext();
  const Component = registry[tastic.tasticType];
  const data = tastic.configuration as Record<string, unknown> & DeviceVisibility;
  if (!Component) {
    return environment !== 'production' && isShownInCountry(data.countries, locale.territory) ? (
      <div className="tastic-missing" role="note" data-tastic-type={tastic.tasticType}>
        <FormattedMessage id="tastic.missing" values={{ tasticType: tastic.tasticType }} />
      </div>
    ) : null;
  }
  return (
    <TasticSlot tasticId={tastic.tasticId} tasticType={tastic.tasticType} data={data}>
      <Component data={data} tasticId={tastic.tasticId} pageFolder={pageFolder} />
    </TasticSlot>
  );
}

function LayoutElementView({ element, registry, pageFolder }: { element: LayoutElement; registry: TasticRegistry; pageFolder: PageData['pageFolder'] }) {
  const { size, ...visibility } = element.configuration;
  return (
    <div className={`layout-element col-${size} ${visibilityClasses(visibility)}`.trim()} data-layout-element-id={element.layoutElementId}>
      {element.tastics.map((tastic) => (
        <Tastic key={tastic.tasticId} tastic={tastic} registry={registry} pageFolder={pageFolder} />
      ))}
    </div>
  );
}

const SECTION_TAGS: Record<SectionName, 'header' | 'main' | 'footer'> = { head: 'header', main: 'main', footer: 'footer' };

/** Renders a resolved page: sections, then layout elements on a 12-column grid, then tastics. */
export function PageView({ data, registry }: { data: PageData; registry: TasticRegistry }) {
  return (
    <>
      {(['head', 'main', 'footer'] as const).map((name) => {
        const section = data.page.sections[name];
        if (!section) return null;
        const Tag = SECTION_TAGS[name];
        return (
          <Tag key={name} className={`page-section page-section--${name}`} id={name === 'main' ? 'main-content' : undefined}>
            <div className="page-grid">
              {section.layoutElements.map((element) => (
                <LayoutElementView key={element.layoutElementId} element={element} registry={registry} pageFolder={data.pageFolder} />
              ))}
            </div>
          </Tag>
        );
      })}
    </>
  );
}
