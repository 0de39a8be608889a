import { FormattedMessage } from 'react-intl';
import { useAtom } from 'jotai';
import { Modal } from '../../ui/Modal';
import { Button } from '../../ui/Button';
import { wishlistNoticeAtom } from '../../state/cart';
import { GUEST_WISHLIST_RETENTION_DAYS } from '../../config/constants';

/** The first add of a guest session explains the session wishlist (§4), once. */
export function WishlistNotice() {
  const [open, setOpen] = useAtom(wishlistNoticeAtom);
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      size="sm"
      title={<FormattedMessage id="wishlist.notice.title" />}
      footer={
        <Button onClick={() => setOpen(false)}>
          <FormattedMessage id="wishlist.notice.ok" />
        </Button>
      }
    >
      <p>
        <FormattedMessage id="wishlist.notice.text" values={{ days: GUEST_WISHLIST_RETENTION_DAYS }} />
      </p>
    </Modal>
  );
}
