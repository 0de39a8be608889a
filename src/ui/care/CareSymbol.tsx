import type { CareCode } from '../../domain/product';
import { CARE_SYMBOLS, isForbiddenCare, type CareSymbolSpec, type DryingMark } from './symbols';

/*
 * Care symbols after ISO 3758 / GINETEX, drawn on a 32 x 32 grid. Every base shape sits in the box
 * x 3..29, y 3..25; the gentle bars go below it (y 28 and 31). A symbol without bars is moved down
 * by 3 so that it is centred. Parts carry data-part so that tests can ask what a symbol shows.
 */

const TUB = 'M3 5 L6.5 25 H25.5 L29 5';
const WATER = 'M3.8 9.5 q3.05 -2.6 6.1 0 t6.1 0 t6.1 0 t6.1 0';
/** A hand reaching into the water, fingers down, thumb to the right. */
const HAND =
  'M12.5 10.5 V19.5 a1.1 1.1 0 0 0 2.2 0 V16 V21 a1.1 1.1 0 0 0 2.2 0 V16 V20.5 a1.1 1.1 0 0 0 2.2 0 V16 V19 a1.1 1.1 0 0 0 2.2 0 V15 l2.2 -2.4 a1 1 0 0 0 -1.5 -1.3 L21.3 13 V10.5';
const TRIANGLE = 'M16 3 L29 25 H3 Z';
const OXYGEN_ONLY = 'M15.5 13 L11.8 22 M20.2 13 L16.5 22';
const SQUARE = 'M5 3 H27 V25 H5 Z';
const DRYING: Record<DryingMark, string> = {
  tumble: 'M24 14 A8 8 0 1 1 8 14 A8 8 0 1 1 24 14 Z',
  line: 'M5 4 Q16 13 27 4',
  drip: 'M11 8 V20 M16 8 V20 M21 8 V20',
  flat: 'M9 14 H23',
  shade: 'M5 8 L10 3 M5 13 L15 3',
};
const IRON = 'M3.5 20 H28 L27 10 H13 C8.5 10 5 13.5 3.5 20 Z';
const IRON_HANDLE = 'M26.8 10 L26 5 H11.5';
const STEAM = 'M10 22.5 l-1.2 3 M16 22.5 l-1.2 3 M22 22.5 l-1.2 3';
const CIRCLE = { cx: 16, cy: 14, r: 11 };
/** The St Andrew's cross over the whole base shape: "do not". */
const CROSS = 'M3 3 L29 25 M29 3 L3 25';

const FONT = "'Helvetica Neue', Arial, sans-serif";

/** Filled dots in a row, centred on x: heat of the iron or of the tumble dryer. */
function Dots({ count, x, y }: { count: number; x: number; y: number }) {
  const gap = 4.5;
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <circle key={i} data-part="dot" cx={x + (i - (count - 1) / 2) * gap} cy={y} r={1.3} fill="currentColor" stroke="none" />
      ))}
    </>
  );
}

function Label({ children, y, size }: { children: string; y: number; size: number }) {
  return (
    <text data-part="label" x={16} y={y} textAnchor="middle" fontFamily={FONT} fontSize={size} fontWeight={600} fill="currentColor" stroke="none">
      {children}
    </text>
  );
}

function Body({ spec }: { spec: CareSymbolSpec }) {
  switch (spec.base) {
    case 'tub':
      return (
        <>
          <path data-part="tub" d={TUB} />
          <path d={WATER} />
          {spec.temperature ? (
            <Label y={21.5} size={9}>
              {String(spec.temperature)}
            </Label>
          ) : null}
          {spec.hand ? <path data-part="hand" d={HAND} /> : null}
        </>
      );
    case 'triangle':
      return (
        <>
          <path data-part="triangle" d={TRIANGLE} />
          {spec.oxygenOnly ? <path data-part="oxygen-only" d={OXYGEN_ONLY} /> : null}
        </>
      );
    case 'square':
      return (
        <>
          <path data-part="square" d={SQUARE} />
          {spec.marks.map((mark) => (
            <path key={mark} data-part={mark} d={DRYING[mark]} />
          ))}
          {spec.dots ? <Dots count={spec.dots} x={16} y={14} /> : null}
        </>
      );
    case 'iron':
      return (
        <>
          <path data-part="iron" d={IRON} />
          <path d={IRON_HANDLE} />
          {spec.dots ? <Dots count={spec.dots} x={17.5} y={15} /> : null}
          {spec.steam ? <path data-part="steam" d={STEAM} /> : null}
        </>
      );
    case 'circle':
      return (
        <>
          <circle data-part="circle" {...CIRCLE} />
          {spec.letter ? (
            <Label y={18.5} size={13}>
              {spec.letter}
            </Label>
          ) : null}
        </>
      );
  }
}

/** One or two bars under the symbol: gentle, very gentle. */
function Bars({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <path key={i} data-part="bar" d={`M6 ${28 + i * 3} H26`} />
      ))}
    </>
  );
}

/** The care symbol of one code, decorative: the text next to it says what it means. size: in px, CSS may override. */
export function CareSymbol({ code, className, size = 32 }: { code: CareCode; className?: string; size?: number }) {
  const spec = CARE_SYMBOLS[code];
  const bars = 'bars' in spec ? (spec.bars ?? 0) : 0;
  return (
    <svg
      className={className ? `care-symbol ${className}` : 'care-symbol'}
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-care-code={code}
    >
      <g transform={bars ? undefined : 'translate(0 3)'}>
        <Body spec={spec} />
        {isForbiddenCare(code) ? <path data-part="cross" d={CROSS} /> : null}
      </g>
      {bars ? <Bars count={bars} /> : null}
    </svg>
  );
}
