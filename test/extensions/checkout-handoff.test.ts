import { describe, expect, it } from 'vitest';
import { checkoutAddress, reservationCheckoutAddress } from '../../extensions/lib/checkout-handoff';

const cart = { cartId: 'cart 1/2', locale: 'de_AT', currency: 'EUR' };

describe('the checkout address "Zur Kasse" answers', () => {
  it.each([
    [
      'the configured template, its values encoded',
      'https://checkout.example.com/start?cart={cartId}&locale={locale}&currency={currency}',
      cart,
      'https://checkout.example.com/start?cart=cart%201%2F2&locale=de_AT&currency=EUR',
    ],
    [
      "the template with the consent platform's cross-domain data as uc_cross_domain_data",
      'https://checkout.example.com/{locale}/{cartId}',
      { ...cart, crossDomainData: 'a=1&b' },
      'https://checkout.example.com/de_AT/cart%201%2F2?uc_cross_domain_data=a%3D1%26b',
    ],
    [
      'an unknown placeholder left as it is',
      'https://checkout.example.com/?c={cartId}&x={other}',
      cart,
      'https://checkout.example.com/?c=cart%201%2F2&x={other}',
    ],
    ["the host's stand-in without a template", undefined, cart, '/checkout?cart=cart+1%2F2&locale=de_AT&currency=EUR'],
    [
      "the host's stand-in for a template that is not https",
      'http://checkout.example.com/{cartId}',
      cart,
      '/checkout?cart=cart+1%2F2&locale=de_AT&currency=EUR',
    ],
    [
      'the stand-in with the cross-domain data',
      '',
      { ...cart, crossDomainData: 'x' },
      '/checkout?cart=cart+1%2F2&locale=de_AT&currency=EUR&uc_cross_domain_data=x',
    ],
  ])('%s', (_case, template, handOff, expected) => {
    expect(checkoutAddress(template, handOff)).toBe(expected);
  });
});

describe('the reservation checkout address', () => {
  it.each([
    ['the configured template', 'https://reserve.example.com/{storeId}?l={locale}', 'https://reserve.example.com/MUC1?l=de_DE'],
    ["the host's stand-in", undefined, '/reservation-checkout?store=MUC1&locale=de_DE'],
  ])('%s', (_case, template, expected) => {
    expect(reservationCheckoutAddress(template, { storeId: 'MUC1', locale: 'de_DE' })).toBe(expected);
  });
});
