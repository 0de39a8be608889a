import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import type { BrandListPayload, MediaValue, NavigationNode, ReferenceValue } from '../../../src/domain/navigation';
import { useShopContext } from '../../../src/shop/ShopContext';
import { brandEntries, groupBrands, indexKeys } from '../../../src/navigation/brands';
import { searchPageHref } from '../../../src/hooks/useSearchState';
import { nodeLabel } from '../../../src/navigation/menu';
import { referenceHref } from '../../../src/navigation/reference';
import { Img } from '../../../src/ui/Img';

export interface BrandsData {
  brands?: NavigationNode | null;
  /** The catalogue's brands, where the node names a `brandsPageSource` (data source hirmer/brand-list). */
  source?: { dataSourceId: string; dataSource: BrandListPayload | null } | null;
  sideImages?: { image?: MediaValue; imageAlt?: string; link?: ReferenceValue }[];
}

const anchorOf = (key: string) => `brands-${key.replace(/[^A-Za-z0-9]/g, '')}`;

/** Brands A-Z: a letter index that scrolls to its group, groups of brand links, side images on desktop. */
export default function Brands({ data }: TasticProps<BrandsData>) {
  const { project, locale } = useShopContext();
  const intl = useIntl();
  const groups = useMemo(
    () =>
      groupBrands(
        brandEntries(
          (data.brands?.children ?? []).map((n) => ({ title: nodeLabel(n), slug: n._url.split('/').pop() ?? '', href: n._url })),
          data.source?.dataSource,
          (query) => searchPageHref(query),
        ),
        project.brandsIndex,
        locale.language,
      ),
    [data.brands, data.source?.dataSource, project.brandsIndex, locale.language],
  );
  const present = new Set(groups.map((g) => g.key));

  return (
    <div className="brands">
      <div className="brands__main">
        <h1 className="brands__title">
          <FormattedMessage id="brands.title" />
        </h1>
        <nav className="brands__index" aria-label={intl.formatMessage({ id: 'brands.index' })}>
          {indexKeys(project.brandsIndex).map((key) => (
            <button
              key={key}
              type="button"
              disabled={!present.has(key)}
              aria-label={intl.formatMessage({ id: 'brands.jumpTo' }, { letter: key })}
              onClick={() => {
                const target = document.getElementById(anchorOf(key));
                target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                target?.focus({ preventScroll: true });
              }}
            >
              {key}
            </button>
          ))}
        </nav>
        {groups.length === 0 ? (
          <p className="brands__empty">
            <FormattedMessage id="brands.empty" />
          </p>
        ) : (
          groups.map((group) => (
            <section key={group.key} className="brands__group" aria-labelledby={`${anchorOf(group.key)}-title`}>
              <h2 id={`${anchorOf(group.key)}-title`}>
                <span id={anchorOf(group.key)} tabIndex={-1}>
                  {group.label}
                </span>
              </h2>
              <ul>
                {group.brands.map((brand) => (
                  <li key={brand.href}>
                    <a href={brand.href}>{brand.title}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
      {data.sideImages?.length ? (
        <aside className="brands__side hide-mobile hide-tablet">
          {data.sideImages.map((item, i) =>
            item.image?.media?.file ? (
              <a key={i} href={referenceHref(item.link) ?? undefined}>
                <Img src={item.image.media.file} alt={item.imageAlt ?? ''} loading="lazy" />
              </a>
            ) : null,
          )}
        </aside>
      ) : null}
    </div>
  );
}
