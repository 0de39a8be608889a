import { FormattedMessage, useIntl } from 'react-intl';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Modal } from '../../ui/Modal';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { addToBasketAtom, apiErrorModalAtom, closeBasketOverlayAtom } from '../../state/cart';
import { outcomeMessages } from '../../domain/add-to-basket';
import { CART_PATH } from '../../config/constants';
import { LineItemList } from './LineItemList';

/*
 * The overlays of an add to basket read the one outcome of the click (addToBasketAtom, decided by
 * src/domain/add-to-basket.ts); each closes on its own.
 */

/** After an add: the added lines, "go to basket" and "continue shopping". */
export function BasketModal() {
  const state = useAtomValue(addToBasketAtom);
  const close = useSetAtom(closeBasketOverlayAtom);
  const items = state?.outcome.kind === 'added' ? state.outcome.items : [];
  return (
    <Modal
      open={!!state?.open.includes('basket')}
      onClose={() => close('basket')}
      title={<FormattedMessage id="cart.modal.title" />}
      footer={
        <>
          <a className="btn btn--primary" href={CART_PATH} data-autofocus>
            <FormattedMessage id="cart.modal.toCart" />
          </a>
          <Button variant="secondary" onClick={() => close('basket')}>
            <FormattedMessage id="cart.continueShopping" />
          </Button>
        </>
      }
    >
      <LineItemList lineItems={items} />
    </Modal>
  );
}

/** The size sold out between the page load and the click. */
export function SoldOutModal() {
  const state = useAtomValue(addToBasketAtom);
  const close = useSetAtom(closeBasketOverlayAtom);
  return (
    <Modal
      open={!!state?.open.includes('soldOut')}
      onClose={() => close('soldOut')}
      size="sm"
      title={<FormattedMessage id="cart.soldOut.title" />}
      footer={
        <Button onClick={() => close('soldOut')}>
          <FormattedMessage id="cart.ok" />
        </Button>
      }
    >
      <p>
        <FormattedMessage id="cart.soldOut.text" />
      </p>
    </Modal>
  );
}

/** An add that the shop refused (oxidErrors, the server's message), or the oxidErrors that came with added lines (§8). */
export function BasketErrorModal() {
  const state = useAtomValue(addToBasketAtom);
  const close = useSetAtom(closeBasketOverlayAtom);
  return <ErrorModal open={!!state?.open.includes('errors')} messages={state ? outcomeMessages(state.outcome) : []} onClose={() => close('errors')} />;
}

/** Nothing added and no error at all: the generic storeAvailability.error (storefront-browsing.md §8). */
export function NothingAddedModal() {
  const state = useAtomValue(addToBasketAtom);
  const close = useSetAtom(closeBasketOverlayAtom);
  const intl = useIntl();
  return (
    <Modal
      open={!!state?.open.includes('nothingAdded')}
      onClose={() => close('nothingAdded')}
      title={intl.formatMessage({ id: 'productDetail.basket.failed' })}
      footer={
        <Button variant="secondary" onClick={() => close('nothingAdded')}>
          <FormattedMessage id="productDetail.basket.continue" />
        </Button>
      }
    >
      <Alert variant="danger">
        <FormattedMessage id="productDetail.storeAvailability.error" />
      </Alert>
    </Modal>
  );
}

/**
 * The generic API-error modal (§8): the headline 'Bitte beachten Sie den folgenden Hinweis', the
 * messages (oxidErrors, a server message) or the technical-problem text, and the apology. Timeouts
 * and malformed answers of any call open it.
 */
export function ApiErrorModal() {
  const [state, setState] = useAtom(apiErrorModalAtom);
  return <ErrorModal open={state.open} messages={state.messages} onClose={() => setState({ open: false, messages: [] })} />;
}

function ErrorModal({ open, messages, onClose }: { open: boolean; messages: string[]; onClose: () => void }) {
  const intl = useIntl();
  const shown = messages.length ? messages : [intl.formatMessage({ id: 'common.technicalError' })];
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={<FormattedMessage id="common.globalErrorHeadline" />}
      footer={
        <Button onClick={onClose}>
          <FormattedMessage id="cart.ok" />
        </Button>
      }
    >
      <ul className="api-error__list">
        {shown.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
      <p>
        <FormattedMessage id="cart.apiError.text" />
      </p>
    </Modal>
  );
}
