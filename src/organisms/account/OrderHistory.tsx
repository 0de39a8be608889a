import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useProductImages } from '../../hooks/useProductImages';
import { useFormatters } from '../../hooks/useFormatters';
import { useAccountPageParams } from '../../hooks/useAccountPage';
import { useOrderDocument, useOrderHistory, type OrderPeriod } from '../../hooks/useOrderHistory';
import type { Order, OrderAddress } from '../../domain/order';
import { byDateDescending, ORDER_STATUS_MESSAGES, ORDER_TABS, ORDERS_PAGE_SIZE, ordersOfTab, type OrderTab } from '../../domain/order-rules';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';

function Address({ address }: { address: OrderAddress }) {
  return (
    <address>
      {address.firstName} {address.lastName}
      <br />
      {address.streetName} {address.streetNumber}
      <br />
      {address.postalCode} {address.city}, {address.country}
    </address>
  );
}

function OrderEntry({ order, highlighted, documents }: { order: Order; highlighted: boolean; documents: ReturnType<typeof useOrderDocument> }) {
  const intl = useIntl();
  const { image } = useProductImages();
  const format = useFormatters();
  const [open, setOpen] = useState(highlighted);
  const detailsId = useId();
  const date = new Intl.DateTimeFormat(intl.locale, { dateStyle: 'medium' }).format(new Date(order.date));
  return (
    <li className={`order${highlighted ? ' order--new' : ''}`} data-order-number={order.orderNumber}>
      <div className="order__head">
        <h3 className="order__title">
          <FormattedMessage id="orders.number" values={{ number: order.orderNumber }} /> <FormattedMessage id="orders.date" values={{ date }} />
        </h3>
        <span className={`order__status order__status--${order.status.toLowerCase()}`}>
          <FormattedMessage id={ORDER_STATUS_MESSAGES[order.status]} />
        </span>
        <span className="order__total">
          <FormattedMessage id="orders.total" />: {format.cents(order.amount)}
        </span>
      </div>
      <ul className="order__articles">
        {order.articles.map((a) => (
          <li key={a.sku} className="order__article">
            <img src={image({ itemnum: a.itemNumber, index: 0, width: 300 })} alt="" width={60} height={80} loading="lazy" />
            <span>
              <FormattedMessage id="orders.article" values={{ brand: a.brand, name: a.name, color: a.color, size: a.size, count: a.count }} />{' '}
              {format.cents(a.price)}
            </span>
          </li>
        ))}
      </ul>
      <div className="order__actions">
        <Button variant="link" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          <FormattedMessage id={open ? 'orders.hideDetails' : 'orders.details'} />
        </Button>
        {order.documents.map((d) => (
          <Button
            key={d.type}
            variant="secondary"
            busy={documents.busy === `${order.orderId}:${d.type}`}
            onClick={() => void documents.download(order.orderId, d.type)}
          >
            <FormattedMessage id={d.type === 'invoice' ? 'orders.invoice' : 'orders.returnLabel'} />
          </Button>
        ))}
      </div>
      <div id={detailsId} className="order__details" hidden={!open}>
        <div>
          <h4>
            <FormattedMessage id="orders.deliveryAddress" />
          </h4>
          <Address address={order.deliveryAddress} />
        </div>
        <div>
          <h4>
            <FormattedMessage id="orders.invoiceAddress" />
          </h4>
          <Address address={order.invoiceAddress} />
        </div>
        <p>
          <FormattedMessage id="orders.payment" values={{ status: order.paymentStatus }} />
          <br />
          <FormattedMessage id="orders.delivery" values={{ status: order.deliveryStatus }} />
        </p>
      </div>
    </li>
  );
}

/**
 * The order history (accounts-cart-services.md §2): tabs for all, open and finished orders, a search
 * by order number, the last three months or a year, five orders at a time with "load more"; each
 * order with its status, items, details and its invoice and return label as PDF downloads. After
 * checkout (`?order=<number>`) the new order is thanked for and opened.
 */
export function OrderHistoryView() {
  const intl = useIntl();
  const { params } = useAccountPageParams();
  const placed = params?.get('order') ?? null;
  const [period, setPeriod] = useState<OrderPeriod>('recent');
  const [term, setTerm] = useState('');
  const [draft, setDraft] = useState('');
  const [tab, setTab] = useState<OrderTab>('all');
  const [shown, setShown] = useState(ORDERS_PAGE_SIZE);
  const { orders, error, isLoading, years } = useOrderHistory(period, term);
  const documents = useOrderDocument();
  const base = useId();

  const visible = orders ? ordersOfTab(byDateDescending(orders), tab) : [];
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setTerm(draft);
    setShown(ORDERS_PAGE_SIZE);
  };
  return (
    <section className="order-history">
      <h2>
        <FormattedMessage id="orders.title" />
      </h2>
      {placed ? (
        <Alert variant="success">
          <FormattedMessage id="orders.thanks" values={{ number: placed }} />
        </Alert>
      ) : null}
      <div className="order-history__filters">
        {/* biome-ignore lint/a11y/useSemanticElements: the search landmark on the form; <search> is not yet in every browser the shop serves */}
        <form role="search" onSubmit={onSearch} className="order-history__search">
          <label htmlFor={`${base}-term`}>
            <FormattedMessage id="orders.search" />
          </label>
          <input id={`${base}-term`} type="search" value={draft} maxLength={30} onChange={(e) => setDraft(e.target.value)} />
          <Button type="submit" variant="secondary">
            <FormattedMessage id="orders.searchButton" />
          </Button>
        </form>
        <label htmlFor={`${base}-period`}>
          <FormattedMessage id="orders.period" />
        </label>
        <select
          id={`${base}-period`}
          value={String(period)}
          onChange={(e) => {
            setPeriod(e.target.value === 'recent' ? 'recent' : Number(e.target.value));
            setTerm('');
            setDraft('');
            setShown(ORDERS_PAGE_SIZE);
          }}
        >
          <option value="recent">{intl.formatMessage({ id: 'orders.recent' })}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <Tabs
        className="order-history__tabs"
        label={intl.formatMessage({ id: 'orders.title' })}
        tabs={ORDER_TABS.map((t) => ({ id: t, title: <FormattedMessage id={`orders.tab.${t}`} /> }))}
        selected={tab}
        onSelect={(t) => {
          setTab(t);
          setShown(ORDERS_PAGE_SIZE);
        }}
        panels="selected"
      >
        {() => (
          <>
            {error ? <Alert variant="danger">{error.message}</Alert> : null}
            {documents.error ? <Alert variant="danger">{documents.error}</Alert> : null}
            {isLoading ? <Spinner /> : null}
            {orders && !visible.length ? (
              <p>
                <FormattedMessage id="orders.none" />
              </p>
            ) : null}
            <ul className="order-history__list">
              {visible.slice(0, shown).map((order) => (
                <OrderEntry key={order.orderId} order={order} highlighted={order.orderNumber === placed} documents={documents} />
              ))}
            </ul>
            {visible.length > shown ? (
              <Button variant="secondary" onClick={() => setShown(shown + ORDERS_PAGE_SIZE)}>
                <FormattedMessage id="orders.loadMore" />
              </Button>
            ) : null}
          </>
        )}
      </Tabs>
    </section>
  );
}
