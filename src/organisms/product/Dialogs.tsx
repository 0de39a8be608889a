import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '../../ui/Modal';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useClickAndReserve } from '../../hooks/useClickAndReserve';
import { storesWithStock } from '../../domain/store-stock';
import type { ProductDialogTarget } from '../../state/product';
import type { StoreStockEntry } from '../../domain/store';

/** Where 'go to reservation basket' leads (Frontastic.Frontend.Master.Checkout.cart with type=reservation). */
export const RESERVATION_BASKET_URL = '/cart?type=reservation';

function StoreAddress({ entry }: { entry: StoreStockEntry }) {
  return (
    <div className="store-entry__details">
      <address>
        {entry.address.street}
        <br />
        {entry.address.postalCode} {entry.address.city}
        {entry.address.phone ? (
          <>
            <br />
            <a href={`tel:${entry.address.phone.replace(/[^+\d]/g, '')}`}>{entry.address.phone}</a>
          </>
        ) : null}
      </address>
      {entry.openingHours.length ? (
        <details>
          <summary>
            <FormattedMessage id="productDetail.openingHours" />
          </summary>
          <dl>
            {entry.openingHours.map((h) => (
              <div key={h.days}>
                <dt>{h.days}</dt>
                <dd>{h.hours}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </div>
  );
}

/** The sold-out dialog: the size is sold out online; which stores still have it (opened by ProductDialogs.tsx). */
export function SoldOutContent({ target, onClose }: { target: ProductDialogTarget; onClose: () => void }) {
  const stores = useClickAndReserve(target);
  const intl = useIntl();
  const withStock = storesWithStock(stores.stores);
  return (
    <Modal open onClose={onClose} title={intl.formatMessage({ id: 'productDetail.soldOut.title' }, { size: target.size })}>
      {stores.stage === 'loading' ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      {stores.stage === 'storesError' ? (
        <Alert variant="danger">
          <FormattedMessage id="productDetail.storeAvailability.error" />
        </Alert>
      ) : null}
      {stores.stage === 'storesLoaded' && !withStock.length ? (
        <Alert variant="info">
          <FormattedMessage id="productDetail.storeAvailability.notAvailable" />
        </Alert>
      ) : null}
      {stores.stage === 'storesLoaded' && withStock.length ? (
        <>
          <p>
            <FormattedMessage id="productDetail.soldOut.stores" />
          </p>
          <ul className="store-list">
            {withStock.map((entry) => (
              <li key={entry.store} className="store-entry">
                <h3 className="store-entry__name">{entry.name}</h3>
                <p className="store-entry__stock">
                  <FormattedMessage id="productDetail.storeStock" values={{ count: entry.stock }} />
                </p>
                <StoreAddress entry={entry} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}

/** Click and reserve: the stores with stock of the chosen size, a reserve button per store, then the next steps (opened by ProductDialogs.tsx). */
export function ClickAndReserveContent({ target, close }: { target: ProductDialogTarget; close: () => void }) {
  const cr = useClickAndReserve(target);
  const intl = useIntl();
  const withStock = storesWithStock(cr.stores);
  const showList = cr.stage === 'storesLoaded' || cr.stage === 'reserving' || cr.stage === 'empty';
  return (
    <Modal
      open
      onClose={close}
      title={intl.formatMessage({ id: 'productDetail.reserve.title' })}
      footer={
        cr.stage === 'reserved' ? (
          <div className="reserve-dialog__next">
            <Button variant="secondary" onClick={close}>
              <FormattedMessage id="productDetail.reserve.more" />
            </Button>
            <a className="btn btn--primary" href={RESERVATION_BASKET_URL}>
              <span className="btn__label">
                <FormattedMessage id="productDetail.reserve.toBasket" />
              </span>
            </a>
          </div>
        ) : undefined
      }
    >
      <p className="reserve-dialog__article">{target.title}</p>
      {cr.stage === 'loading' ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      {cr.stage === 'storesError' ? (
        <Alert variant="danger">
          <FormattedMessage id="productDetail.storeAvailability.error" />
        </Alert>
      ) : null}
      {cr.stage === 'reserved' && cr.reservedStore ? (
        <Alert variant="success">
          <FormattedMessage id="productDetail.reserve.reserved" values={{ store: cr.reservedStore.name }} />
        </Alert>
      ) : null}
      {cr.stage === 'empty' && cr.message ? <Alert variant="danger">{cr.message}</Alert> : null}
      {showList ? (
        withStock.length ? (
          <>
            <p>
              <FormattedMessage id="productDetail.reserve.intro" values={{ size: target.size }} />
            </p>
            <ul className="store-list">
              {cr.stores.map((entry) => (
                <li key={entry.store} className={`store-entry${entry.stock > 0 ? '' : ' is-empty'}`}>
                  <h3 className="store-entry__name">{entry.name}</h3>
                  <p className="store-entry__stock">
                    {entry.stock > 0 ? (
                      <FormattedMessage id="productDetail.storeStock" values={{ count: entry.stock }} />
                    ) : (
                      <FormattedMessage id="productDetail.storeAvailability.notAvailableInSelectedStore" values={{ store: entry.name, size: target.size }} />
                    )}
                  </p>
                  <StoreAddress entry={entry} />
                  {entry.stock > 0 ? (
                    <Button
                      variant="secondary"
                      busy={cr.reservingStore === entry.store}
                      disabled={cr.stage === 'reserving'}
                      onClick={() => void cr.reserve(entry)}
                    >
                      <FormattedMessage id="productDetail.reserve.button" values={{ store: entry.name }} />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <Alert variant="info">
            <FormattedMessage id="productDetail.storeAvailability.notAvailable" />
          </Alert>
        )
      ) : null}
    </Modal>
  );
}
