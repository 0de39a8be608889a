import { useShopContext } from '../../shop/ShopContext';
import { Accordion } from '../../ui/Accordion';
import { SafeHtml } from '../../ui/SafeHtml';

/**
 * "Shipping information block: optional headline plus accordion of headline/text pairs from project
 * configuration, translated" (storefront-browsing.md §2). Shown by its tastic and by a link modal to
 * one of the configured shipping targets.
 */
export function ShippingInformation({ showHeadline = true }: { showHeadline?: boolean }) {
  const { projectConfiguration } = useShopContext();
  const { shippingHeadline, shippingAccordions } = projectConfiguration;
  if (!shippingHeadline && shippingAccordions.length === 0) return null;
  return (
    <section className="shipping-information">
      {showHeadline && shippingHeadline ? <h2 className="shipping-information__headline">{shippingHeadline}</h2> : null}
      <Accordion items={shippingAccordions.map((item, i) => ({ id: String(i), title: item.headline, content: <SafeHtml html={item.text} /> }))} />
    </section>
  );
}
