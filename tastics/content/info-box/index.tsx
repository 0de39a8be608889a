import type { TasticProps } from '../../../src/shop/registry';
import type { ReferenceValue } from '../../../src/domain/navigation';
import { ContentLink } from '../../../src/ui/content/ContentLink';
import { ContentMarkdown } from '../../../src/ui/content/ContentMarkdown';

export interface InfoBoxData {
  variant?: 'info' | 'success' | 'warning';
  headline?: string;
  text?: string;
  linkText?: string;
  link?: ReferenceValue | null;
}

/** A framed notice (opening hours, a delivery note): info, success or warning, with an optional link. */
export default function InfoBox({ data }: TasticProps<InfoBoxData>) {
  if (!data.headline && !data.text?.trim()) return null;
  return (
    <aside className={`info-box info-box--${data.variant ?? 'info'}`}>
      {data.headline ? <h2 className="info-box__headline">{data.headline}</h2> : null}
      <ContentMarkdown text={data.text} className="info-box__text" />
      {data.linkText && data.link ? (
        <ContentLink link={data.link} className="info-box__link">
          {data.linkText}
        </ContentLink>
      ) : null}
    </aside>
  );
}
