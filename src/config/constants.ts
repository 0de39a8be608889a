/**
 * Business constants of storefront-browsing.md §9 and accounts-cart-services.md §9, named with the
 * spec's words. Nothing else in the code base writes these numbers inline.
 */

// Breakpoints (min widths in px): xs < 576.
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export type Breakpoint = 'xs' | keyof typeof BREAKPOINTS;

// Debounces and delays.
export const HOVER_LEAVE_DELAY_MS = 300;
export const COLOR_HOVER_DELAY_MS = 100;
export const PRICE_FILTER_APPLY_DELAY_MS = 500;
/** Price range: min stays at least this far below max (currency units); the list's editor may configure another. */
export const PRICE_RANGE_MIN_DIFFERENCE = 10;
export const URL_UPDATE_DEBOUNCE_MS = 400;
export const RESIZE_DEBOUNCE_MS = 400;
export const LIST_IMPRESSION_DEBOUNCE_MS = 300;
export const SEARCH_INPUT_DEBOUNCE_MS = 300;
export const NEWSLETTER_FLYOUT_DELAY_MS = 30_000;
export const COLLAPSE_RESIZE_DEBOUNCE_MS = 100;
export const SIZE_CHART_LINK_DELAY_MS = 5_000;
export const SCROLL_UP_DEBOUNCE_MS = 100;
export const SCROLL_UP_MIN_DELTA_PX = 75;
export const SCROLL_UP_HIDE_BELOW_PX = 150;
export const HOMEPAGE_SLIDER_AUTOPLAY_MS = 4_000;
export const HOMEPAGE_SLIDER_SPACING_PX = 20;
/** Breaker slides per view: 3.5 (lg/xl), 2.5 (md), 1.5 (smaller). */
export const BREAKER_SLIDES_PER_VIEW = { xs: 1.5, md: 2.5, lg: 3.5 } as const;
/** Gap between breaker slides. */
export const BREAKER_SLIDE_SPACING_PX = 12;
export const TABLE_STICKY_MAX_HEIGHT_PX = 500;
/** Header element: on mobile the text folds to 24px when it is taller than 20px (storefront-browsing.md §2). */
export const HEADER_ELEMENT_FOLDED_HEIGHT_PX = 24;
export const HEADER_ELEMENT_FOLD_THRESHOLD_PX = 20;
/** Social photo widget: after consent, polled every 100 ms up to 10 times. */
export const SOCIAL_WIDGET_POLL_MS = 100;
export const SOCIAL_WIDGET_POLL_TIMES = 10;
/** Auto-changing text: default seconds per text. */
export const AUTO_CHANGING_TEXT_INTERVAL_S = 4;
/** Action teaser: the cookie that keeps a dismissed teaser hidden, and for how long. */
export const ACTION_TEASER_DISMISSED_COOKIE = 'action_teaser_dismissed';
export const ACTION_TEASER_DISMISSED_DAYS = 30;
/** Newsletter flyout: the stored dismissed flag. */
export const NEWSLETTER_FLYOUT_DISMISSED_KEY = 'newsletterFlyoutDismissed';

// Limits.
export const QUANTITY_MAX = 20;
/**
 * A basket add or quantity change may be decided on a cached stock figure (a backend that caches
 * products, as the commercetools adapter does for CATALOGUE_CACHE_MS) only when it leaves at least
 * this many pieces to spare; nearer the end of the stock the figure is read again.
 */
export const CACHED_STOCK_MARGIN = 5;
export const QUANTITY_DEFAULT = 1;
export const LAST_SEEN_MAX = 10;
/** The most products one request asks for by id (the last seen products, an editor's product slider). */
export const PRODUCTS_BY_ID_MAX = 48;
export const SIZE_RECOMMENDATION_THRESHOLD_PERCENT = 60;
export const SEO_TEXT_COLLAPSE_CHARS = 750;
export const SUGGESTED_TERMS_MAX = 6;
export const SEARCH_SUGGESTIONS_MIN_CHARS = 3;
export const COLOR_TILES_MAX = 8;
export const FLAG_BADGES_MAX = 2;
export const FILTER_COUNT_DEFAULT = 5;
/**
 * Product attributes listed in the detail tab, in this order, labelled like their filters
 * (`filter.<key>` messages). Merchandising attributes (discountTier) are filters only.
 */
export const PRODUCT_DETAIL_ATTRIBUTES = ['fit', 'cut', 'collarStyle', 'sole', 'outerMaterial'] as const;
export const FILTER_VALUE_LIMIT = 1000;
export const ITEM_NUMBER_PATTERN = /^\d{8}$/;
export const MODAL_EXTRA_HEIGHT_PX = 50;
export const MODAL_FALLBACK_HEIGHT_PX = 850;
export const APPOINTMENT_FRAME_HEIGHT_PX = 800;
export const RETURN_PORTAL_FRAME_HEIGHT_PX = 800;
export const MOBILE_NAVIGATION_INDEX_DEFAULT = 999;
export const FLYOUT_GROUP_SINGLE_COLUMN_MAX_ITEMS = 11;
/** A flyout shows up to six teasers, each with up to four images (the node configuration's flyoutTeaser group). */
export const FLYOUT_TEASERS_MAX = 6;
export const FLYOUT_TEASER_IMAGES_MAX = 4;
export const PREMIUM_SALE_MAX_PERCENT = 70;
export const TALL_FROM_HEIGHT_M = 1.9;
export const BIG_FROM_SIZE = 'XXL';
export const CONSENT_POLL_INTERVAL_MS = 100;
export const CONSENT_POLL_MAX_TRIES = 10;
export const CLIPBOARD_TOOLTIP_MS = 2_000;
export const BUTTON_LOCK_AFTER_FAILURE_MS = 10_000;
export const WISHLIST_NOCACHE_MAX_AGE_S = 60;
export const GUEST_WISHLIST_RETENTION_DAYS = 7;
export const ORDER_SEARCH_WINDOW_MONTHS = 3;
export const EARLY_SHOP_SPECIAL_TRIGGER_ID = 12806;

// Requests.
export const REQUEST_TIMEOUT_MS = 10_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SEARCH_CONNECT_TIMEOUT_MS = 1_000;
export const SEARCH_READ_TIMEOUT_MS = 2_000;
export const SEARCH_WRITE_TIMEOUT_MS = 30_000;
export const SEARCH_HOST_RETRY_CACHE_MS = 120_000;
export const EXTENSION_OUTBOUND_TIMEOUT_MS = 8_000;
/**
 * The time an action has in total, every backend request and retry included, before it answers
 * 503 `backend_unavailable` (FRONTASTIC.md: the runtime cuts an extension's outbound call at 8 s;
 * the second left is for the hop to the API hub and the answer). A deadline for the whole action,
 * not a timeout per request. Setting `ACTION_TIME_BUDGET_MS` / `actionTimeBudgetMs`.
 */
export const ACTION_TIME_BUDGET_MS = 7_000;
/** Seconds a page answered 503 (its backend did not answer within the time budget) asks a client or crawler to wait (`Retry-After`). */
export const UNAVAILABLE_RETRY_AFTER_S = 30;
/**
 * How long an instance answers a logged-in session's check from the customer's logins it last read
 * (commercetools: the customer's `logins` field, logins.ts) instead of reading the customer again.
 * The instance that ends a login (logout, password reset or change) sees it ended at once; another
 * instance at most this long afterwards, as a signed token (JWT) stays valid until it expires.
 * 0: every check reads the customer. Setting `LOGIN_CHECK_CACHE_MS` / `loginCheckCacheMs`.
 */
export const LOGIN_CHECK_CACHE_MS = 10_000;
/** The longest lag the setting accepts: a minute. */
export const MAX_LOGIN_CHECK_CACHE_MS = 60_000;
/**
 * How long the server trusts what it read of a remote catalogue (commercetools): the category tree
 * (the one cache of categories: the product page's breadcrumb, a listing's PIM slug, the records
 * are built from it), the products the cart, wishlist and order lines resolve through, the stores.
 * A Merchant Center edit shows up after this; the embedded catalogue is read where it lies.
 */
export const CATALOGUE_CACHE_MS = 60_000;
/**
 * After a stock change (an order, a stock import) the search records of the products touched are
 * updated in the background (extensions/search/stock-sync.ts); a failed update is tried again after
 * this long, and with the next stock change, whichever comes first.
 */
export const STOCK_INDEX_RETRY_MS = 30_000;
/**
 * How long an order's or a stock import's answer waits for the search records to follow (at most;
 * never past the action's time budget less STOCK_INDEX_ANSWER_RESERVE_MS). A serverless runtime such as
 * commercetools Frontend's may freeze the instance once an action has answered, so work left for after
 * the answer would wait for the instance's next call; the update usually takes one write of the search
 * service. What does not finish in time goes on behind the answer, as before.
 */
export const STOCK_INDEX_WAIT_MS = 1000;
export const STOCK_INDEX_ANSWER_RESERVE_MS = 1000;
/**
 * While commercetools does not answer, the category tree read last stands in for it; it is asked
 * again after this long, not by every page meanwhile (each would wait for the outage first).
 */
export const STALE_CATEGORIES_RETRY_MS = 10_000;
/**
 * How old a cached product may be where it only describes a line already in a cart or a wishlist
 * (name, pictures, size, the out-of-stock flag): the line's price comes from the cart itself, and
 * nothing is decided on it; likewise where it shows that an article added to a wishlist exists (no
 * stock needed). What decides on stock (an add to the cart) is at most CATALOGUE_CACHE_MS old.
 */
export const LINE_PRODUCT_MAX_AGE_MS = 10 * 60_000;
/**
 * How many owners' carts one commercetools instance keeps as it last read or wrote them: a quantity
 * change is sent at the kept version without reading the cart first (a cart changed elsewhere
 * since answers 409 and is read then).
 */
export const CART_STATES_KEPT = 2_000;
/**
 * How old a kept cart state may be for a change to be sent at its version: older, the cart is read
 * first (another instance may have changed it since, and a refused update costs a request more).
 */
export const CART_STATE_MAX_AGE_MS = 60_000;
/**
 * How often a cart change is made on a fresh read of the owner's cart when the cart it read moved
 * on before the update (ordered, merged, handed over, deleted: a checkout or a login at the same
 * moment); then the change answers 409 busy.
 */
export const CART_CHANGE_TRIES = 3;
/** A mail is tried this often in all, waiting between tries (a mail server's 4xx or a dropped connection; a 5xx is final). */
export const MAIL_SEND_ATTEMPTS = 3;
export const MAIL_RETRY_DELAYS_MS = [300, 1_200] as const;
/** A mail's tries end within this (a next try counted as long as the last): the runtime gives an action 8 s. */
export const MAIL_SEND_BUDGET_MS = 6_000;
/** SMTP timeouts: the action (and the runtime's 8 s) must not wait on a mail server that hangs. */
export const SMTP_CONNECTION_TIMEOUT_MS = 2_000;
export const SMTP_SOCKET_TIMEOUT_MS = 3_000;
/** The captcha provider's verification answers within this, else the form is refused as unavailable (503). */
export const CAPTCHA_VERIFY_TIMEOUT_MS = 3_000;
export const TRACKING_VIEWED_BATCH = 20;
export const TRACKING_FILTER_BATCH = 10;

// Abuse limits (README "Security"): counted in a store every instance of the extension shares.
/** The window failed logins and reset requests are counted in. */
export const ATTEMPT_WINDOW_S = 15 * 60;
/**
 * Failed logins (or reset requests) allowed in the window: for one account from one client address
 * (the guesser is slowed where they are), from one client address whatever the account, and for
 * one account from every address together (a distributed guess, far above what its owner meets).
 */
export const MAX_ATTEMPTS = { perAccountAndAddress: 5, perAddress: 30, perAccount: 100 } as const;
/** Request budgets of the calls that could enumerate or send mails at will: points per duration (seconds). */
export const REQUEST_BUDGETS = {
  /** Order number + email checks (return portal) per client address. */
  orderLookupPerAddress: { points: 10, duration: 15 * 60 },
  /** Email-only registrations (activation mails) per client address, and per address mailed. */
  activationPerAddress: { points: 5, duration: 60 * 60 },
  activationPerEmail: { points: 3, duration: 60 * 60 },
  /** Unsubscribe requests per client address. */
  unsubscribePerAddress: { points: 10, duration: 60 * 60 },
} as const;

// Sessions, cookies and storage.
export const SESSION_ID_LENGTH = 8;
export const SESSION_ID_COOKIE_DAYS = 7;
/** accounts-cart-services.md §9: "Session id cookie: random 8 characters, expires in 7 days (also a fit-analytics session cookie, 7 days)". */
export const SESSION_ID_COOKIE = 'hir_sid';
export const FIT_ANALYTICS_SESSION_COOKIE = 'fitanalytics_session';
export const USER_CACHE_TTL_S = 9_000;
export const STORAGE_PREFIX = 'storage_';
export const USER_STORAGE_KEY = 'HIR-USER-STORAGE';
export const SESSION_DATA_MAX_BYTES = 4_096;
/** The site's cookie the Frontend SDK keeps the session token in (FRONTASTIC.md), sent to the API hub as `Frontastic-Session`. */
export const FRONTASTIC_SESSION_COOKIE = 'frontastic-session';
/** How long the browser keeps the session token, and how long the local host's tokens are valid. */
export const SESSION_COOKIE_DAYS = 30;
/** A page whose calls get no answer the shop understands (an HTML 404, a 502, a refused cross-origin call) says so once in this time, not on every page load. */
export const TECHNICAL_ERROR_NOTICE_QUIET_S = 15 * 60;

// Account field limits (accounts-cart-services.md §5, §9).
export const EMAIL_MAX = 255;
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 255;
export const NAME_MIN = 2;
export const NAME_MAX = 30;
export const STREET_MAX = 255;
export const STREET_NUMBER_MAX = 6;
export const ADDITIONAL_ADDRESS_MAX = 30;
export const POSTAL_CODE_MAX = 8;
export const CITY_MAX = 25;
export const CUSTOMER_NUMBER_DIGITS = 8;
export const CARD_CODE_DIGITS = 4;
export const BIRTHDATE_MIN_AGE_YEARS = 16;
export const BIRTHDATE_MAX_AGE_YEARS = 100;
export const PASSWORD_STRENGTH_LEVELS = 5;
export const ORDER_NUMBER_MIN = 2;
export const ORDER_NUMBER_MAX = 30;

// Images (media CDN).
export const IMAGE_WIDTHS = [300, 600, 900, 1200, 1600, 2000] as const;
export const IMAGE_WIDTH = { thumb: 300, detail: 600, zoom: 1600 } as const;
/** The basket's lines in view on a phone at load: their images load with the page, the rest when scrolled to. */
export const BASKET_LINES_IN_VIEW = 2;
export const COLOR_ICON_SIZES = [20, 45, 90] as const;
export const ZOOM_WIDTH_3_4 = 1500;
export const ZOOM_WIDTH_OTHER = 1000;
export const ZOOM_HEIGHT = 2000;

// Error reporting sample rate by environment.
export const ERROR_SAMPLE_RATE = { development: 0, staging: 1, production: 0.1 } as const;

// Loyalty travel voucher code value by card level (accounts-cart-services.md §6).
export const TRAVEL_VOUCHER_BY_LEVEL = { black: 20, blue: 15, silver: 15 } as const;

// Checkout step labels (tracking and the basket's step bar): these are the shop's own German names.
export const CHECKOUT_STEPS = [
  'Warenkorb',
  'Adressen',
  'Zahlung & Versand',
  'Bestellung prüfen',
  'Reservierungsübersicht',
  'Anmelden',
  'Reservierung prüfen',
] as const;
export const TRACKING_PAGE_TYPES = ['home', 'alist', 'details', 'checkout', 'search', 'other'] as const;

// Navigation (storefront-browsing.md §2 Navigation). The hover delay is editor-configurable; this is its default.
export const FLYOUT_HOVER_DELAY_MS = 250;
/** Flyout closing runs at a third of the hover delay. */
export const FLYOUT_CLOSE_DELAY_FACTOR = 1 / 3;
export const SCROLL_UP_SHOW_AFTER_SCREENS = 2;
export const BRANDS_NODE_SLUG = 'brands';
export const BRANDS_NODE_NAME = 'marken';

// Cart, wishlist and locale switch (accounts-cart-services.md §2, §4).
export const CART_PATH = '/cart';
export const RESERVATION_BASKET_PATH = '/cart?type=reservation';
/**
 * How long a store holds reserved articles for pick-up. The spec names no period (accounts-cart-services.md
 * §3 lists number, date, store, amount, product, colour, size); a week is the shop's assumption.
 */
export const RESERVATION_PICKUP_DAYS = 7;
export const WISHLIST_PATH = '/wishlist';
/** Query parameter of the wishlist page in the app variant: a timestamp (ms) against stale webview caches. */
export const WISHLIST_NOCACHE_PARAM = 'nocache';
/** Query parameter carrying the session to the delivery country's domain after a locale switch. */
export const TEMPORARY_SESSION_ID_PARAM = 'temporarySessionId';
/** How long a session left for another domain can be taken over. */
export const SESSION_HANDOVER_TTL_MS = 2 * 60_000;
/** Locale cookie lifetime. */
export const LOCALE_COOKIE_DAYS = 365;

// Messages per page (src/i18n/page-messages.ts).
/**
 * How many message tables per language and set of tastic types the server keeps (each a page shape:
 * start, listing, product, ...). The host serves every page with its table: the demo site has 20
 * shapes in each of 6 languages, and a table made again is compiled again (about 2.4 ms for a listing's).
 */
export const PAGE_MESSAGE_TABLES_MAX = 256;

/**
 * How far below the viewport (px) a part that hydrates when reached starts hydrating (a deferred
 * tastic, src/page/deferred-hydration.ts; a block of a tastic, src/ui/HydrateWhenReached.tsx), so it
 * is ready when it scrolls in.
 */
export const HYDRATE_NEAR_MARGIN_PX = 300;
