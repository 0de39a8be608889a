import { FormattedMessage, useIntl } from 'react-intl';
import { useAtom } from 'jotai';
import { Modal } from '../../ui/Modal';
import { Button } from '../../ui/Button';
import { apiErrorModalAtom, basketModalAtom, soldOutModalAtom } from '../../state/cart';
import { CART_PATH } from '../../config/constants';
import { LineItemList } from './LineItemList';

/** After an add: the added lines, "go to basket" and "continue shopping". */
export function BasketModal() {
  const [state, setState] = useAtom(basketModalAtom);
  const close = () => setState({ open: false, addedItems: [] });
  return (
    <Modal
      open={state.open}
      onClose={close}
      title={<FormattedMessage id="cart.modal.title" />}
      footer={
        <>
          <a className="btn btn--primary" href={CART_PATH} data-autofocus>
            <FormattedMessage id="cart.modal.toCart" />
          </a>
          <Button variant="secondary" onClick={close}>
            <FormattedMessage id="cart.continueShopping" />
          </Button>
        </>
      }
    >
      <LineItemList lineItems={state.addedItems} />
    </Modal>
  );
}

export function SoldOutModal() {
  const [state, setState] = useAtom(soldOutModalAtom);
  const close = () => setState({ open: false });
  return (
    <Modal
      open={state.open}
      onClose={close}
      size="sm"
      title={<FormattedMessage id="cart.soldOut.title" />}
      footer={
        <Button onClick={close}>
          <FormattedMessage id="cart.ok" />
        </Button>
      }
    >
      <p>
        {state.name ? <strong>{state.name}: </strong> : null}
        <FormattedMessage id="cart.soldOut.text" />
      </p>
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
  const intl = useIntl();
  const close = () => setState({ open: false, messages: [] });
  const messages = state.messages.length ? state.messages : [intl.formatMessage({ id: 'common.technicalError' })];
  return (
    <Modal
      open={state.open}
      onClose={close}
      size="sm"
      title={<FormattedMessage id="common.globalErrorHeadline" />}
      footer={
        <Button onClick={close}>
          <FormattedMessage id="cart.ok" />
        </Button>
      }
    >
      <ul className="api-error__list">
        {messages.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
      <p>
        <FormattedMessage id="cart.apiError.text" />
      </p>
    </Modal>
  );
}
