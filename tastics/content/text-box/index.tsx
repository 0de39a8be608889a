import type { CSSProperties } from 'react';
import type { TasticProps } from '../../../src/shop/registry';
import type { ReferenceValue } from '../../../src/domain/navigation';
import { ContentLink } from '../../../src/ui/content/ContentLink';
import { ContentMarkdown } from '../../../src/ui/content/ContentMarkdown';

export interface TextBoxData {
  headline?: string;
  /** 1 for the page's main heading (one per page). */
  headlineLevel?: '1' | '2' | '3';
  text?: string;
  buttonText?: string;
  buttonLink?: ReferenceValue | null;
  openAsModal?: boolean;
  backgroundColor?: string;
  textColor?: string;
  alignment?: 'left' | 'center' | 'right';
}

/** A headline, Markdown text and an optional button, on an optional background colour. */
export default function TextBox({ data }: TasticProps<TextBoxData>) {
  if (!data.headline && !data.text?.trim()) return null;
  const Heading = data.headlineLevel === '1' ? 'h1' : data.headlineLevel === '3' ? 'h3' : 'h2';
  const style = {
    ...(data.backgroundColor ? { '--box-bg': data.backgroundColor } : {}),
    ...(data.textColor ? { '--box-fg': data.textColor } : {}),
  } as CSSProperties;
  return (
    <section className={`text-box text-box--${data.alignment ?? 'left'}${data.backgroundColor ? ' text-box--filled' : ''}`} style={style}>
      {data.headline ? <Heading className="text-box__headline">{data.headline}</Heading> : null}
      <ContentMarkdown text={data.text} className="text-box__text" />
      {data.buttonText && data.buttonLink ? (
        <ContentLink link={data.buttonLink} openAsModal={data.openAsModal} className="btn btn--primary text-box__button">
          {data.buttonText}
        </ContentLink>
      ) : null}
    </section>
  );
}
