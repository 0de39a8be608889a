import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/catalog';

/** An empty basket (cart or reservation): what it says, and the way back to shopping. */
export function EmptyBasket({ messageId, homeHref }: { messageId: MessageId; homeHref: string }) {
  return (
    <div className="basket__empty">
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <a className="btn btn--secondary" href={homeHref}>
        <FormattedMessage id="cart.continueShopping" />
      </a>
    </div>
  );
}
