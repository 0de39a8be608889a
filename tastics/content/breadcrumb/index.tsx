import { useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';

export interface BreadcrumbData {
  /** Show the start page as the first entry. */
  showHome?: boolean;
}

/** The path to the page: its ancestors as links, the page itself as the current entry, plus BreadcrumbList data for search engines. */
export default function Breadcrumb({ data, pageFolder }: TasticProps<BreadcrumbData>) {
  const intl = useIntl();
  const ancestors = pageFolder.breadcrumbs.filter((b) => b.pageFolderId !== pageFolder.pageFolderId && (data.showHome !== false || b._url !== '/'));
  const items = [...ancestors.map((b) => ({ name: b.name, url: b._url })), { name: pageFolder.name, url: pageFolder.path }];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
  return (
    <nav className="content-breadcrumb" aria-label={intl.formatMessage({ id: 'content.breadcrumb' })}>
      <ol>
        {items.map((item, i) => (
          <li key={item.url}>{i === items.length - 1 ? <span aria-current="page">{item.name}</span> : <a href={item.url}>{item.name}</a>}</li>
        ))}
      </ol>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, "<" escaped so it cannot close the script */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </nav>
  );
}
