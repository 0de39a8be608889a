import { describe, expect, it } from 'vitest';
import { expressCheckoutAddress } from '../../extensions/lib/express-checkout';

const handOff = { method: 'paypal' as const, cartId: 'cart 1/2', amount: 45890, currency: 'EUR', locale: 'de_DE' };

describe('express payment entry', () => {
  it('fills the configured template (expressCheckoutUrl), encoded', () => {
    expect(expressCheckoutAddress('https://checkout.example.com/express/{method}?cart={cartId}&sum={amount}&cur={currency}&l={locale}', handOff)).toBe(
      'https://checkout.example.com/express/paypal?cart=cart%201%2F2&sum=45890&cur=EUR&l=de_DE',
    );
  });

  it("falls back to the local host's stand-in without an https template", () => {
    for (const template of [undefined, '', 'http://insecure.example.com/{method}', 42]) {
      expect(expressCheckoutAddress(template, handOff)).toBe('/express-checkout/paypal?cart=cart+1%2F2&amount=45890&currency=EUR&locale=de_DE');
    }
  });
});
