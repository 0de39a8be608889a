import { FormattedMessage } from 'react-intl';
import { useAtom } from 'jotai';
import { Modal } from '../../ui/Modal';
import { Button } from '../../ui/Button';
import { wishlistNoticeAtom } from '../../state/cart';
import { GUEST_WISHLIST_RETENTION_DAYS, WISHLIST_PATH } from '../../config/constants';

/** The first add of a guest session explains the session wishlist (§4), once, and leads to it. */
export function WishlistNotice() {
  const [open, setOpen] = useAtom(wishlistNoticeAtom);
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      size="sm"
      title={<FormattedMessage id="wishlist.notice.title" />}
      footer={
        <>
          <a className="btn btn--secondary" href={WISHLIST_PATH}>
            <FormattedMessage id="wishlist.notice.show" />
          </a>
          <Button onClick={() => setOpen(false)}>
            <FormattedMessage id="wishlist.notice.ok" />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage id="wishlist.notice.text" values={{ days: GUEST_WISHLIST_RETENTION_DAYS }} />
      </p>
    </Modal>
  );
}
