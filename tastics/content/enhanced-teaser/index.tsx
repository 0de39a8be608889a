import type { CSSProperties } from 'react';
import type { TasticProps } from '../../../src/shop/registry';
import { Teaser, type TeaserData } from '../../../src/organisms/content/Teaser';

interface Label {
  text?: string;
  color?: string;
  size?: 's' | 'm' | 'l';
  position?: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
  alignment?: 'left' | 'center' | 'right';
}

/** Each label group is a group field of at most one item. */
export interface EnhancedTeaserData extends TeaserData {
  textLabel?: Label[];
  priceLabel?: Label[];
}

function LabelView({ label, kind }: { label?: Label; kind: 'text' | 'price' }) {
  if (!label?.text) return null;
  return (
    <span
      className={`teaser-label teaser-label--${kind} teaser-label--${label.position ?? (kind === 'text' ? 'top-left' : 'bottom-right')} teaser-label--${label.size ?? 'm'} teaser-label--align-${label.alignment ?? 'left'}`}
      style={label.color ? ({ '--label-bg': label.color } as CSSProperties) : undefined}
    >
      {label.text}
    </span>
  );
}

/** A teaser with two label groups (a text label and a price label), each with colour, size, position and alignment. */
export default function EnhancedTeaser({ data, tasticId }: TasticProps<EnhancedTeaserData>) {
  return (
    <Teaser data={data} id={tasticId} className="teaser--enhanced">
      <LabelView label={data.textLabel?.[0]} kind="text" />
      <LabelView label={data.priceLabel?.[0]} kind="price" />
    </Teaser>
  );
}
