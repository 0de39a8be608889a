import { useMemo } from 'react';
import { useShopContext } from '../shop/ShopContext';
import { formatCents, formatPrice } from '../i18n/format';

/** Price formatting in the region's currency and the shopper's locale. */
export function useFormatters() {
  const { locale } = useShopContext();
  return useMemo(
    () => ({
      currency: locale.currency,
      price: (amount: number) => formatPrice(amount, locale.currency, locale.intl),
      cents: (cents: number) => formatCents(cents, locale.currency, locale.intl),
    }),
    [locale],
  );
}
