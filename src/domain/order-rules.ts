import type { Order, OrderStatus } from './order';

/**
 * Running orders can still change; completed ones cannot. (Here, not in ./order.ts with the
 * endpoints' schemas: the order history loads no zod.)
 */
export const RUNNING_ORDER_STATUSES: readonly OrderStatus[] = ['OPEN'];

/** The order history's tabs (accounts-cart-services.md §2): all, open (still running) and finished orders. */
export const ORDER_TABS = ['all', 'open', 'finished'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Orders shown at first and added by each "load more". */
export const ORDERS_PAGE_SIZE = 5;

export function ordersOfTab(orders: readonly Order[], tab: OrderTab): Order[] {
  if (tab === 'all') return [...orders];
  const running = (o: Order) => RUNNING_ORDER_STATUSES.includes(o.status);
  return orders.filter((o) => (tab === 'open' ? running(o) : !running(o)));
}

/** Newest first. */
export function byDateDescending(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => b.date.localeCompare(a.date));
}

export const ORDER_STATUS_MESSAGES: Record<OrderStatus, string> = {
  OPEN: 'orders.status.OPEN',
  SHIPPED: 'orders.status.SHIPPED',
  CANCELLED: 'orders.status.CANCELLED',
};
