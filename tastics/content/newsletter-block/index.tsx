import type { CSSProperties } from 'react';
import type { TasticProps } from '../../../src/shop/registry';
import type { ReferenceValue } from '../../../src/domain/navigation';
import { referenceHref } from '../../../src/navigation/reference';
import { NewsletterEmailForm } from '../../../src/organisms/content/NewsletterEmailForm';

export interface NewsletterBlockData {
  headline?: string;
  text?: string;
  placeholder?: string;
  buttonText?: string;
  backgroundColor?: string;
  textColor?: string;
  /** The newsletter page the address is sent to. */
  target?: ReferenceValue | null;
}

const DEFAULT_TARGET = '/newsletter';

/** "Newsletter block: headline, text, placeholder, button text, colours, target, countries; sends the entered address to the configured target page." */
export default function NewsletterBlock({ data }: TasticProps<NewsletterBlockData>) {
  const style = {
    ...(data.backgroundColor ? { '--box-bg': data.backgroundColor } : {}),
    ...(data.textColor ? { '--box-fg': data.textColor } : {}),
  } as CSSProperties;
  return (
    <section className="newsletter-block" style={style}>
      {data.headline ? <h2 className="newsletter-block__headline">{data.headline}</h2> : null}
      {data.text ? <p className="newsletter-block__text">{data.text}</p> : null}
      <NewsletterEmailForm target={referenceHref(data.target) ?? DEFAULT_TARGET} placeholder={data.placeholder} buttonText={data.buttonText} />
    </section>
  );
}
