import { useEffect, useState } from 'react';
import type { TasticProps } from '../../../src/shop/registry';
import { useShopContext } from '../../../src/shop/ShopContext';
import { Spinner } from '../../../src/ui/Spinner';
import { CartBasket } from './CartBasket';
import { ReservationBasketView } from '../../../src/organisms/cart/ReservationBasketView';
import { useServedQuery } from '../../../src/shop/served-query';

export interface BasketData {
  /** auto: the reservation basket when the address says type=reservation. */
  basketType?: 'auto' | 'cart' | 'reservation';
}

/** Which basket the address asks for (Frontastic.Frontend.Master.Checkout.cart, optional type=reservation). */
export function basketTypeOf(search: string, configured: BasketData['basketType'] = 'auto'): 'cart' | 'reservation' {
  if (configured !== 'auto') return configured;
  return new URLSearchParams(search).get('type') === 'reservation' ? 'reservation' : 'cart';
}

/** The basket page: the cart, or the reservation basket with type=reservation. */
export default function Basket({ data }: TasticProps<BasketData>) {
  const { projectConfiguration } = useShopContext();
  // The address the page was served with, else read after hydration: the server's and the browser's first render agree.
  const served = useServedQuery();
  const [type, setType] = useState<'cart' | 'reservation' | null>(() =>
    data.basketType && data.basketType !== 'auto' ? data.basketType : served ? basketTypeOf(`?${served.toString()}`, data.basketType) : null,
  );
  useEffect(() => setType(basketTypeOf(window.location.search, data.basketType)), [data.basketType]);
  if (!type) return <Spinner />;
  return type === 'reservation' ? <ReservationBasketView homeHref={projectConfiguration.homeLink} /> : <CartBasket homeHref={projectConfiguration.homeLink} />;
}
