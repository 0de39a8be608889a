import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SIZE_CHART_LINK_DELAY_MS } from '../../config/constants';
import type { ProductBreadcrumb } from '../../api/products';

/** Breadcrumb: home, the category path, the product (current page). */
export function Breadcrumb({ items, current }: { items: readonly ProductBreadcrumb[]; current: string }) {
  const intl = useIntl();
  if (!items.length) return null;
  return (
    <nav className="breadcrumb" aria-label={intl.formatMessage({ id: 'productDetail.breadcrumb' })}>
      <ol>
        <li>
          <a href="/">
            <FormattedMessage id="productDetail.home" />
          </a>
        </li>
        {items.map((item) => (
          <li key={item.url}>
            <a href={item.url}>{item.name}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/** The size-chart link appears after 5 seconds, unless the size advisor button is shown. */
export function SizeChartLink({ href, sizeAdvisorShown = false }: { href?: string; sizeAdvisorShown?: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (sizeAdvisorShown || !href) return;
    const timer = setTimeout(() => setVisible(true), SIZE_CHART_LINK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [href, sizeAdvisorShown]);
  if (!visible || !href) return null;
  return (
    <a className="product-size-chart" href={href}>
      <FormattedMessage id="productDetail.sizeChart" />
    </a>
  );
}
