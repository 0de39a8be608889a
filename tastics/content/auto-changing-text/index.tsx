import { useEffect, useState, type CSSProperties } from 'react';
import type { TasticProps } from '../../../src/shop/registry';
import { AUTO_CHANGING_TEXT_INTERVAL_S } from '../../../src/config/constants';
import { isWithinRequiredWindow } from '../../../src/content/schedule';
import { useClientNow } from '../../../src/hooks/useClientNow';
import { prefersReducedMotion } from '../../../src/hooks/reduced-motion';

export interface AutoChangingTextData {
  texts?: { text?: string }[];
  /** Seconds each text stays. */
  intervalSeconds?: number;
  start?: string;
  end?: string;
  backgroundColor?: string;
  textColor?: string;
}

/**
 * A line of texts that take turns (a promotion bar): "hidden outside its start-end window and when
 * the country is not valid; needs start and end date-times" (storefront-browsing.md §2). Decided in
 * the browser (a cached page never shows an ended campaign); still under reduced motion.
 */
export default function AutoChangingText({ data }: TasticProps<AutoChangingTextData>) {
  const texts = (data.texts ?? []).map((t) => t.text?.trim()).filter((t): t is string => !!t);
  const now = useClientNow(60_000);
  const [index, setIndex] = useState(0);
  const interval = Math.max(1, data.intervalSeconds ?? AUTO_CHANGING_TEXT_INTERVAL_S) * 1000;
  useEffect(() => {
    if (texts.length < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % texts.length), interval);
    return () => clearInterval(timer);
  }, [texts.length, interval]);
  if (now === null || !texts.length || !isWithinRequiredWindow(now, data.start, data.end)) return null;
  const style = {
    ...(data.backgroundColor ? { '--bar-bg': data.backgroundColor } : {}),
    ...(data.textColor ? { '--bar-fg': data.textColor } : {}),
  } as CSSProperties;
  return (
    <p className="auto-changing-text" style={style} aria-live="polite">
      {texts[index % texts.length]}
    </p>
  );
}
