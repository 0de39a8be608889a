import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { SOCIAL_WIDGET_POLL_MS, SOCIAL_WIDGET_POLL_TIMES } from '../../../src/config/constants';
import { grantConsent, onConsent } from '../../../src/content/consent';
import { httpsUrl } from '../../../src/content/embeds';
import { Button } from '../../../src/ui/Button';

export interface SocialPhotoWidgetData {
  headline?: string;
  /** The widget provider's script (https). */
  scriptUrl?: string;
  /** The global the script defines; its `init(container, options)` draws the wall. */
  globalName?: string;
  /** The provider's id of the wall. */
  widgetId?: string;
}

type Widget = { init?: (container: HTMLElement, options: { id?: string }) => void };

/**
 * Waits for a global to appear: checks every `intervalMs`, at most `times` times ("polled 100 ms up to
 * 10 times"), then gives up. Answers the stop function.
 */
export function pollFor<T>(
  read: () => T | undefined,
  found: (value: T) => void,
  intervalMs = SOCIAL_WIDGET_POLL_MS,
  times = SOCIAL_WIDGET_POLL_TIMES,
): () => void {
  let tries = 0;
  const timer = setInterval(() => {
    tries += 1;
    const value = read();
    if (value !== undefined) {
      clearInterval(timer);
      found(value);
    } else if (tries >= times) clearInterval(timer);
  }, intervalMs);
  return () => clearInterval(timer);
}

/** A wall of social photos from a third party: nothing loads before the shopper's marketing consent. */
export default function SocialPhotoWidget({ data }: TasticProps<SocialPhotoWidgetData>) {
  const container = useRef<HTMLDivElement>(null);
  const [consented, setConsented] = useState(false);
  const script = httpsUrl(data.scriptUrl);
  useEffect(() => onConsent('marketing', () => setConsented(true)), []);
  useEffect(() => {
    if (!consented || !script || !data.globalName) return;
    const element = document.createElement('script');
    element.src = script;
    element.async = true;
    document.head.appendChild(element);
    const name = data.globalName;
    const stop = pollFor(
      () => (window as unknown as Record<string, Widget | undefined>)[name],
      (widget) => {
        if (container.current) widget.init?.(container.current, { id: data.widgetId });
      },
    );
    return () => {
      stop();
      element.remove();
    };
  }, [consented, script, data.globalName, data.widgetId]);
  if (!script || !data.globalName) return null;
  return (
    <section className="social-photos">
      {data.headline ? <h2>{data.headline}</h2> : null}
      {consented ? (
        <div ref={container} className="social-photos__wall" />
      ) : (
        <div className="social-photos__consent">
          <p>
            <FormattedMessage id="content.social.consent" />
          </p>
          <Button variant="secondary" onClick={() => grantConsent('marketing')}>
            <FormattedMessage id="content.social.show" />
          </Button>
        </div>
      )}
    </section>
  );
}
