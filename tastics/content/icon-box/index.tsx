import type { TasticProps } from '../../../src/shop/registry';
import type { ReferenceValue } from '../../../src/domain/navigation';
import { ContentLink } from '../../../src/ui/content/ContentLink';
import { ContentIcon, type ContentIconName } from '../../../src/ui/content/ContentIcon';

export interface IconBoxData {
  headline?: string;
  items?: { icon?: ContentIconName; title?: string; text?: string; link?: ReferenceValue | null }[];
}

/** A row of service promises, each an icon with a title and a line of text (free shipping, returns, stores ...). */
export default function IconBox({ data }: TasticProps<IconBoxData>) {
  const items = (data.items ?? []).filter((i) => i.title);
  if (!items.length) return null;
  return (
    <section className="icon-box">
      {data.headline ? <h2 className="icon-box__headline">{data.headline}</h2> : null}
      <ul className="icon-box__list">
        {items.map((item, i) => (
          <li key={i} className="icon-box__item">
            <ContentLink link={item.link} className="icon-box__link">
              <ContentIcon name={item.icon ?? 'star'} />
              <span className="icon-box__title">{item.title}</span>
              {item.text ? <span className="icon-box__text">{item.text}</span> : null}
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
