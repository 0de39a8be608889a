import { useId, useState } from 'react';
import { StaticMarkdown } from '../../../src/ui/content/Markdown';
import { FormattedMessage } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { SEO_TEXT_COLLAPSE_CHARS } from '../../../src/config/constants';

export interface SeoTextData {
  seoText?: string;
  columns?: '1' | '2';
}

/** "Collapsed by default on mobile/tablet when the text is at least 750 characters." */
export function isSeoTextCollapsible(text: string): boolean {
  return text.replace(/[#*_`>[\]()-]/g, '').trim().length >= SEO_TEXT_COLLAPSE_CHARS;
}

/** The SEO text below a list; always in the server's HTML, collapsed on small screens by CSS. */
export default function SeoText({ data }: TasticProps<SeoTextData>) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const text = data.seoText?.trim() ?? '';
  if (!text) return null;
  const collapsible = isSeoTextCollapsible(text);
  return (
    <section className={`seo-text seo-text--columns-${data.columns ?? '1'}${collapsible && !expanded ? ' seo-text--collapsed' : ''}`}>
      <div className="seo-text__body" id={id}>
        <StaticMarkdown options={{ disableParsingRawHTML: true, forceBlock: true }}>{text}</StaticMarkdown>
      </div>
      {collapsible ? (
        <button type="button" className="seo-text__toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)}>
          <FormattedMessage id={expanded ? 'seoText.less' : 'seoText.more'} />
        </button>
      ) : null}
    </section>
  );
}
