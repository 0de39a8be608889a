import { describe, expect, it } from 'vitest';
import { allMessageIds, messagesFor } from '../../src/i18n/catalog';
import { messagesForPage, pageMessageIds } from '../../src/i18n/page-messages';
import { messageIdsIn } from '../../scripts/page-messages';

const LISTING = ['hirmer/navigation/header', 'hirmer/content/breadcrumb', 'hirmer/listing/product-list', 'hirmer/content/footer'];

describe('messages per page', () => {
  const ids = ['sort.price', 'sort.new', 'cart.title', 'productDetail.tab.care', 'productDetail.tab.size', 'productDetail.addToCart'];
  it.each([
    ["<FormattedMessage id='cart.title' />", ['cart.title']],
    ['formatMessage({ id: "cart.title" })', ['cart.title']],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text read holds a template literal
    ['formatMessage({ id: `sort.${key}` })', ['sort.price', 'sort.new']],
    ["const prefix = 'productDetail.tab.'; use(prefix + id)", ['productDetail.tab.care', 'productDetail.tab.size']],
    ["const ids = { a: 'productDetail.addToCart', b: 'cart.title' }", ['productDetail.addToCart', 'cart.title']],
    // Not a message: a class name, an id that goes on, an import path, a prefix with nothing under it.
    ["className='cart.title-box'; import('./cart.title'); 'cart.titles'; 'nothing.'", []],
    // An id that goes on with an interpolation is a prefix, not itself.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text read holds a template literal
    ['`cart.title${suffix}`', ['cart.title']],
  ] as const)('%s names %j', (source, expected) => {
    expect([...messageIdsIn(source, ids)].sort()).toEqual([...expected].sort());
  });

  it('a listing gets the shell, the header, the grid and the footer, not the product page, the account or the basket', () => {
    const page = pageMessageIds(LISTING)!;
    for (const id of ['common.skipToContent', 'productList.empty', 'filter.brand', 'search.placeholder', 'cart.modal.title'])
      expect(page.has(id), id).toBe(true);
    for (const id of ['productDetail.sizeAdvisor', 'loyalty.cardNumber', 'account.field.birthdate', 'cart.checkout']) expect(page.has(id), id).toBe(false);
    expect(page.size).toBeLessThan(allMessageIds().length / 2);
  });

  it("a tastic's flyouts and lazily loaded chunks count: the header's mobile navigation and login flyout, the shell's dialogs, the detail's size advisor", () => {
    const header = pageMessageIds(['hirmer/navigation/header'])!;
    // Only tastics/navigation/header/MobileNavigation.tsx, loaded when the menu is reached, names it.
    expect(header.has('navigation.showSubmenu')).toBe(true);
    expect(header.has('account.login.heading')).toBe(true);
    // The overlays every page has (ShopOverlays, each a chunk loaded when it opens).
    for (const id of ['cart.modal.title', 'account.forgot.title', 'locale.title', 'wishlist.notice.title']) expect(header.has(id), id).toBe(true);
    const detail = pageMessageIds(['hirmer/product/detail'])!;
    // `productDetail.sizeFit.${answer}`: every id under the prefix.
    expect([...detail].filter((id) => id.startsWith('productDetail.sizeFit.')).length).toBe(3);
  });

  it("a tastic type the package does not know gets every message, unless the project names the package's messages it shows", () => {
    expect(pageMessageIds([...LISTING, 'acme/content/notice'])).toBeNull();
    const declared = pageMessageIds([...LISTING, 'acme/content/notice'], { 'acme/content/notice': ['orders.title', 'productDetail.tab.'] })!;
    expect(declared.has('orders.title')).toBe(true);
    expect([...declared].filter((id) => id.startsWith('productDetail.tab.')).length).toBeGreaterThan(1);
    expect(pageMessageIds(LISTING, { 'acme/content/notice': [] })).toEqual(pageMessageIds([...LISTING, 'acme/content/notice'], { 'acme/content/notice': [] }));
  });

  it("messagesForPage: the language's texts of those ids, one object per language and page shape (the compiled table is cached per object)", () => {
    const german = messagesForPage('de', LISTING);
    expect(Object.keys(german).sort()).toEqual([...pageMessageIds(LISTING)!].sort());
    for (const [id, text] of Object.entries(german)) expect(text).toBe(messagesFor('de')[id]);
    expect(messagesForPage('de', [...LISTING].reverse())).toBe(german);
    expect(messagesForPage('en', LISTING)['common.skipToContent']).toBe(messagesFor('en')['common.skipToContent']);
    expect(messagesForPage('de', ['acme/unknown'])).toBe(messagesFor('de'));
  });
});
