import { useCallback, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { MODAL_EXTRA_HEIGHT_PX, MODAL_FALLBACK_HEIGHT_PX } from '../../config/constants';
import { frameHeight, pathOf } from '../../content/links';
import { useShopContext } from '../../shop/ShopContext';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { linkModalAtom } from '../../state/content';
import { ShippingInformation } from './ShippingInformation';

/** The framed page's height, or null when its document cannot be read (another origin). */
function readContentHeight(frame: HTMLIFrameElement): number | null {
  try {
    const doc = frame.contentDocument;
    if (!doc?.documentElement) return null;
    // Links inside the frame open a new tab (storefront-browsing.md §2 Links).
    if (!doc.querySelector('base[target]')) {
      const base = doc.createElement('base');
      base.target = '_blank';
      doc.head.prepend(base);
    }
    return doc.documentElement.scrollHeight;
  } catch {
    return null;
  }
}

/** A page in a frame with a spinner until it has loaded; its height is the content's plus 50px, or 850px when unreadable. */
function FramedPage({ href, title }: { href: string; title: string }) {
  const [height, setHeight] = useState<number | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const onLoad = useCallback(() => {
    if (frame.current) setHeight(frameHeight(readContentHeight(frame.current), MODAL_EXTRA_HEIGHT_PX, MODAL_FALLBACK_HEIGHT_PX));
  }, []);
  const intl = useIntl();
  return (
    <div className="link-modal__frame" aria-busy={height === null}>
      {height === null ? <Spinner label={intl.formatMessage({ id: 'content.linkModal.loading' })} /> : null}
      <iframe
        ref={frame}
        src={href}
        title={title}
        onLoad={onLoad}
        style={{ height: height ?? MODAL_FALLBACK_HEIGHT_PX, visibility: height === null ? 'hidden' : 'visible' }}
      />
    </div>
  );
}

/**
 * The link modal of the page shell (storefront-browsing.md §2 Links, §3 "Link modal: closed/open;
 * iframe loading/loaded"): the shipping block for the configured shipping targets, any other page in
 * a frame.
 */
export function LinkModal() {
  const [href, setHref] = useAtom(linkModalAtom);
  const { projectConfiguration } = useShopContext();
  const intl = useIntl();
  if (href === null) return null;
  const shipping = projectConfiguration.shippingModalTargets.map(pathOf).includes(pathOf(href));
  const title =
    shipping && projectConfiguration.shippingHeadline
      ? projectConfiguration.shippingHeadline
      : intl.formatMessage({ id: shipping ? 'content.shipping.title' : 'content.linkModal.title' });
  return (
    <Modal open onClose={() => setHref(null)} title={title} size="lg">
      {shipping ? <ShippingInformation showHeadline={false} /> : <FramedPage key={href} href={href} title={title} />}
    </Modal>
  );
}
