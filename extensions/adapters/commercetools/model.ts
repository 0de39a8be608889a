import type { TypeDraft } from '@commercetools/platform-sdk';

/**
 * The custom types the adapter keeps its shop-specific fields in (created by the seed,
 * `COMMERCE_BACKEND=commercetools npm run seed`, which leaves existing ones alone), and the
 * custom-object containers of the CRM-like ports.
 */
export const TYPES = {
  category: 'hirmer-category',
  channel: 'hirmer-store',
  lineItem: 'hirmer-line-item',
  /** Carts and orders (commercetools types carts and orders with one resource type, `order`). */
  order: 'hirmer-order',
  customer: 'hirmer-customer',
  /** Shopping lists: the colours remembered without a size. */
  wishlist: 'hirmer-wishlist',
} as const;

/** The ids of the last changes (write-once.ts): a change sent twice is applied once. */
const requests = () => text('requests', 'Ids of the last changes (JSON list), so that a repeated request is applied once');

const text = (name: string, label: string) => ({
  name,
  label: { en: label },
  required: false,
  type: { name: 'String' as const },
  inputHint: 'SingleLine' as const,
});

export const TYPE_DRAFTS: TypeDraft[] = [
  {
    key: TYPES.category,
    name: { en: 'Storefront category' },
    resourceTypeIds: ['category'],
    fieldDefinitions: [text('group', 'Second-level group name in the flyout')],
  },
  {
    key: TYPES.channel,
    name: { en: 'Storefront store' },
    resourceTypeIds: ['channel'],
    fieldDefinitions: [text('openingHours', 'Opening hours (JSON)'), text('position', 'Sort position')],
  },
  {
    key: TYPES.lineItem,
    name: { en: 'Storefront line item' },
    resourceTypeIds: ['line-item'],
    fieldDefinitions: [
      text('setArticles', 'Chosen set articles (comma-separated skus)'),
      text('alternativeItem', 'An item of the other shop system: its basketitemid and parent article id (JSON)'),
    ],
  },
  {
    key: TYPES.order,
    name: { en: 'Storefront cart and order' },
    resourceTypeIds: ['order'],
    fieldDefinitions: [
      text('giftCards', 'Applied gift cards (JSON list of numbers)'),
      text('giftCardAmounts', 'What each gift card paid (JSON)'),
      text('documentNumber', 'Invoice document number'),
      text('orderDate', 'Order date (ISO), for imported orders'),
      text('orderNumber', 'The order number chosen when the order was prepared (an order placed twice keeps one number)'),
      requests(),
    ],
  },
  {
    key: TYPES.customer,
    name: { en: 'Storefront customer' },
    resourceTypeIds: ['customer'],
    fieldDefinitions: [
      text('emarsysuserid', 'CRM user id'),
      { name: 'newsletter', label: { en: 'Newsletter' }, required: false, type: { name: 'Boolean' } },
      requests(),
      text('loyaltyLevel', "The loyalty card's level (black, blue, silver; none: no card), a copy of the card's"),
      text('logins', 'The logins that have ended (JSON: the epoch a reset moves on, the hashes of logins ended by a logout)'),
    ],
  },
  {
    key: TYPES.wishlist,
    name: { en: 'Storefront wishlist' },
    resourceTypeIds: ['shopping-list'],
    fieldDefinitions: [text('colours', 'Colours remembered without a size (JSON list of {id, itemnum, addedAt})'), requests()],
  },
];

/** Custom-object containers (one per CRM-like port). */
export const CONTAINERS = {
  tokens: 'hirmer-account-tokens',
  rateLimits: 'hirmer-rate-limits',
  profiles: 'hirmer-account-profiles',
  giftCards: 'hirmer-gift-cards',
  loyaltyCards: 'hirmer-loyalty-cards',
  loyaltyByAccount: 'hirmer-loyalty-by-account',
  newsletter: 'hirmer-newsletter',
  newsletterTokens: 'hirmer-newsletter-tokens',
  registrations: 'hirmer-registrations',
  contact: 'hirmer-contact-messages',
  outbox: 'hirmer-outbox',
  handovers: 'hirmer-session-handovers',
  reviews: 'hirmer-reviews',
  reservationBaskets: 'hirmer-reservation-baskets',
  reservations: 'hirmer-reservations',
  storeReserved: 'hirmer-store-reserved',
  meta: 'hirmer-meta',
} as const;
