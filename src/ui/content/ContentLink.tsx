import type { MouseEvent, ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import type { ReferenceValue } from '../../domain/navigation';
import { classifyLink } from '../../content/links';
import { referenceHref } from '../../navigation/reference';
import { useNavigate } from '../../navigation/navigate';
import { useFrameContext } from '../../hooks/useFrameContext';
import { linkModalAtom } from '../../state/content';

export interface ContentLinkProps {
  /** An editor's link: a reference field's value, or a plain target (node_…, /path, https://…, a phone number, …_modal). */
  link?: ReferenceValue | string | null;
  /** The editor's "open as modal". */
  openAsModal?: boolean;
  className?: string;
  children: ReactNode;
  /** Called on every activation (tracking: select_promotion). */
  onFollow?: () => void;
  'aria-label'?: string;
}

const withModifier = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The one link of every content block (storefront-browsing.md §2 Links): a modal link opens the
 * link modal, a phone number becomes tel:, a same-host link is routed in the app, any other host is
 * a plain anchor. Inside a frame every link opens a new tab and none opens a modal. Without a
 * target the content is shown unlinked.
 */
export function ContentLink({ link, openAsModal, className, children, onFollow, 'aria-label': ariaLabel }: ContentLinkProps) {
  const frame = useFrameContext();
  const navigate = useNavigate();
  const openModal = useSetAtom(linkModalAtom);
  const raw = typeof link === 'string' ? link : referenceHref(link);
  const newWindow = typeof link === 'object' && link?.openInNewWindow === true;
  const target = classifyLink(raw, { origin: frame.origin, inFrame: frame.inFrame, openAsModal });
  if (!target) return className ? <span className={className}>{children}</span> : children;

  const blank = frame.inFrame || (newWindow && target.kind !== 'tel' && target.kind !== 'modal');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onFollow?.();
    if (blank || withModifier(event)) return;
    if (target.kind === 'modal') {
      event.preventDefault();
      openModal(target.href);
    } else if (target.kind === 'internal') {
      event.preventDefault();
      navigate(target.href);
    }
  };
  return (
    <a
      className={className}
      href={target.href}
      onClick={onClick}
      aria-label={ariaLabel}
      aria-haspopup={target.kind === 'modal' ? 'dialog' : undefined}
      data-link-kind={target.kind}
      {...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : target.kind === 'external' ? { rel: 'noopener' } : {})}
    >
      {children}
      {blank ? (
        <span className="visually-hidden">
          {' '}
          <FormattedMessage id="content.newWindow" />
        </span>
      ) : null}
    </a>
  );
}
