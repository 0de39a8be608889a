import { returnPortalAddress } from '../../extensions/lib/return-portal';

describe('the return portal address', () => {
  it('fills the configured template with the order number and the email', () => {
    expect(returnPortalAddress('https://returns.example.com/start?order={orderNumber}&email={email}', 'H123', 'a+b@example.com')).toBe(
      'https://returns.example.com/start?order=H123&email=a%2Bb%40example.com',
    );
  });

  it("falls back to the local host's stand-in without a template, or with one that is not https", () => {
    expect(returnPortalAddress('', 'H123', 'a@example.com')).toBe('/return-portal/H123?email=a%40example.com');
    expect(returnPortalAddress(undefined, 'H123', 'a@example.com')).toBe('/return-portal/H123?email=a%40example.com');
    expect(returnPortalAddress('javascript:alert(1)', 'H123', 'a@example.com')).toBe('/return-portal/H123?email=a%40example.com');
  });
});
