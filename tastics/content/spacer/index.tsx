import type { TasticProps } from '../../../src/shop/registry';

export const SPACER_HEIGHTS_PX = { xs: 8, s: 16, m: 32, l: 48, xl: 80 } as const;
export type SpacerSize = keyof typeof SPACER_HEIGHTS_PX;

export interface SpacerData {
  spacing?: SpacerSize;
  showDivider?: boolean;
}

/** Empty vertical space; decorative, so hidden from assistive technology. */
export default function Spacer({ data }: TasticProps<SpacerData>) {
  const height = SPACER_HEIGHTS_PX[data.spacing ?? 'm'] ?? SPACER_HEIGHTS_PX.m;
  return (
    <div className="spacer" aria-hidden="true" style={{ height }} data-spacing={data.spacing ?? 'm'}>
      {data.showDivider ? <hr className="spacer__divider" /> : null}
    </div>
  );
}
