import type { CSSProperties } from 'react';
import type { TasticProps } from '../../../src/shop/registry';
import type { ReferenceValue } from '../../../src/domain/navigation';
import { ContentLink } from '../../../src/ui/content/ContentLink';

export interface BracketBoxData {
  headline?: string;
  text?: string;
  linkText?: string;
  link?: ReferenceValue | null;
  color?: string;
}

/** A short statement set between two large brackets, in the editor's colour. */
export default function BracketBox({ data }: TasticProps<BracketBoxData>) {
  if (!data.headline && !data.text) return null;
  return (
    <section className="bracket-box" style={data.color ? ({ '--bracket-color': data.color } as CSSProperties) : undefined}>
      {data.headline ? <h2 className="bracket-box__headline">{data.headline}</h2> : null}
      {data.text ? <p className="bracket-box__text">{data.text}</p> : null}
      {data.linkText && data.link ? (
        <ContentLink link={data.link} className="bracket-box__link">
          {data.linkText}
        </ContentLink>
      ) : null}
    </section>
  );
}
