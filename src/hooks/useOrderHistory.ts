import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { fetchOrderDocument, fetchOrdersOfYear, fetchOrderYears, fetchRecentOrders, ORDERS_PATH } from '../api/orders';
import type { DocumentType, Order } from '../domain/order';
import { decodeBase64 } from '../domain/base64';

/** "last 3 months" or a year. */
export type OrderPeriod = 'recent' | number;

async function orThrow<T>(promise: Promise<{ ok: true; data: T } | { ok: false; errors: { message: string }[] }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(result.errors[0]?.message ?? 'request failed');
  return result.data;
}

/**
 * The order history's data (accounts-cart-services.md §2 "Order history"): the orders of a period
 * (the last three months by default, or a year) or of a search by order number, and the years with
 * orders for the filter.
 */
export function useOrderHistory(period: OrderPeriod, term: string) {
  const key = term.trim() ? [`${ORDERS_PATH}/search`, term.trim()] : period === 'recent' ? [`${ORDERS_PATH}/search`, ''] : [`${ORDERS_PATH}/history`, period];
  const orders = useSWR(key, () =>
    orThrow(term.trim() ? fetchRecentOrders(term) : period === 'recent' ? fetchRecentOrders() : fetchOrdersOfYear(period)).then((a) => a.data),
  );
  const years = useSWR(`${ORDERS_PATH}/years`, () => orThrow(fetchOrderYears()).then((a) => a.data));
  return { orders: orders.data as Order[] | undefined, error: orders.error as Error | undefined, isLoading: orders.isLoading, years: years.data ?? [] };
}

/** Saves a document as a file: a PDF Blob with its file name, through a temporary download link. */
export function saveFile(fileName: string, mimeType: string, base64: string): void {
  const blob = new Blob([decodeBase64(base64)], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads an order's invoice or return label; the error message when it fails. */
export function useOrderDocument() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = useCallback(async (orderId: string, type: DocumentType) => {
    setBusy(`${orderId}:${type}`);
    setError(null);
    const result = await fetchOrderDocument(orderId, type);
    setBusy(null);
    if (!result.ok) return setError(result.errors[0]?.message ?? null);
    saveFile(result.data.data.fileName, result.data.data.mimeType, result.data.data.content);
  }, []);
  return { download, busy, error };
}
