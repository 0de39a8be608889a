import { useMemo, useState, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import type { ReferenceValue } from '../../../src/domain/navigation';
import { ACTION_TEASER_DISMISSED_COOKIE, ACTION_TEASER_DISMISSED_DAYS } from '../../../src/config/constants';
import { dismissedIds, isActionTeaserShown } from '../../../src/content/action-teaser';
import { countdownParts } from '../../../src/content/schedule';
import { useClientNow } from '../../../src/hooks/useClientNow';
import { usePromotionTracking } from '../../../src/hooks/usePromotionTracking';
import { readCookies, writeCookie } from '../../../src/state/cookies';
import { cookieValue } from '../../../src/state/session-cookies';
import { ContentLink } from '../../../src/ui/content/ContentLink';

export interface ActionTeaserData {
  active?: boolean;
  headline?: string;
  text?: string;
  linkText?: string;
  link?: ReferenceValue | null;
  start?: string;
  end?: string;
  /** The countdown runs to this date-time; the teaser goes when it is complete. */
  countdownTo?: string;
  backgroundColor?: string;
  textColor?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A campaign bar with a countdown: "shown only when active, now between start and end, not dismissed
 * by cookie, countdown not complete" (storefront-browsing.md §2). Decided in the browser, ticking each
 * second; the close button stores the dismissal in a cookie. An active bar is rendered on the server
 * (its countdown still blank), so the page below does not move when the browser fills it in; only a
 * bar out of its window or dismissed leaves after hydration.
 */
export default function ActionTeaser({ data, tasticId }: TasticProps<ActionTeaserData>) {
  const intl = useIntl();
  const now = useClientNow(1000);
  const [dismissed, setDismissed] = useState(false);
  const { ref, onFollow } = usePromotionTracking<HTMLElement>({ id: tasticId, name: data.headline ?? tasticId, position: 'action-teaser' });
  const known = now !== null;
  // Read once the browser knows the time, not at each tick of the countdown: this tab's own close
  // sets `dismissed`, and a dismissal in another tab counts from the next page.
  const cookieDismissed = useMemo(
    () => known && dismissedIds(cookieValue(readCookies(), ACTION_TEASER_DISMISSED_COOKIE)).includes(tasticId),
    [known, tasticId],
  );
  if (data.active !== true) return null;
  if (now !== null && !isActionTeaserShown(now, { ...data, dismissed: dismissed || cookieDismissed })) return null;
  const left = now === null ? null : countdownParts(now, data.countdownTo);
  const dismiss = () => {
    const ids = dismissedIds(cookieValue(readCookies(), ACTION_TEASER_DISMISSED_COOKIE));
    writeCookie(ACTION_TEASER_DISMISSED_COOKIE, [...new Set([...ids, tasticId])].join(','), ACTION_TEASER_DISMISSED_DAYS);
    setDismissed(true);
  };
  const style = {
    ...(data.backgroundColor ? { '--action-bg': data.backgroundColor } : {}),
    ...(data.textColor ? { '--action-fg': data.textColor } : {}),
  } as CSSProperties;
  return (
    <section ref={ref} className="action-teaser" style={style} aria-label={data.headline ?? intl.formatMessage({ id: 'content.actionTeaser.label' })}>
      <div className="action-teaser__text">
        {data.headline ? <strong className="action-teaser__headline">{data.headline}</strong> : null}
        {data.text ? <span className="action-teaser__copy">{data.text}</span> : null}
      </div>
      {now === null && data.countdownTo ? (
        // The countdown's place, kept until the browser knows the time (the same width as "12 Tage 00:00:00").
        <p className="action-teaser__countdown action-teaser__countdown--pending" aria-hidden="true" />
      ) : null}
      {left ? (
        <p className="action-teaser__countdown">
          <span className="visually-hidden">
            <FormattedMessage id="content.actionTeaser.endsIn" />{' '}
          </span>
          <FormattedMessage
            id="content.actionTeaser.countdown"
            values={{ days: left.days, time: `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}` }}
          />
        </p>
      ) : null}
      {data.linkText && data.link ? (
        <ContentLink link={data.link} className="btn btn--primary action-teaser__link" onFollow={onFollow}>
          {data.linkText}
        </ContentLink>
      ) : null}
      <button type="button" className="action-teaser__close" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={dismiss}>
        ×
      </button>
    </section>
  );
}
