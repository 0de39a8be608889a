import { baseSecurityHeaders, contentSecurityPolicy } from '../../host/security-headers';
import { crossSiteRefusal } from '../../host/request-guard';
import type { IncomingMessage } from 'node:http';

const request = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as IncomingMessage;

describe('security headers', () => {
  it('add HSTS in production only', () => {
    expect(baseSecurityHeaders(true)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(baseSecurityHeaders(false)['strict-transport-security']).toBeUndefined();
  });

  it('let the browser search where the settings say: Algolia, configured hosts, or the page itself', () => {
    expect(contentSecurityPolicy('n', { appId: 'ABC', hosts: [] })).toContain("connect-src 'self' https://*.algolia.net https://*.algolianet.com");
    expect(contentSecurityPolicy('n', { appId: 'ABC', hosts: [{ url: 'search.example.com', protocol: 'https' }] })).toContain(
      "connect-src 'self' https://search.example.com;",
    );
    expect(contentSecurityPolicy('n', { appId: 'embedded', hosts: [] })).toContain("connect-src 'self';");
  });

  it("allow reCAPTCHA's script only where a captcha site key is configured", () => {
    const recaptcha = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
    expect(contentSecurityPolicy('n', { appId: 'embedded', hosts: [] }, { captcha: true })).toContain(`script-src 'self' 'nonce-n' ${recaptcha};`);
    expect(contentSecurityPolicy('n', { appId: 'embedded', hosts: [] }, { captcha: true })).toContain(`connect-src 'self' ${recaptcha};`);
    expect(contentSecurityPolicy('n', { appId: 'embedded', hosts: [] })).not.toContain('recaptcha');
  });
});

describe('cross-site requests', () => {
  it('pass for safe methods, the own origin (also behind a proxy) and non-browser callers', () => {
    expect(crossSiteRefusal(request('GET', { host: 'shop.example', origin: 'https://evil.example' }))).toBeNull();
    expect(crossSiteRefusal(request('POST', { host: 'shop.example', origin: 'https://shop.example' }))).toBeNull();
    expect(crossSiteRefusal(request('POST', { host: 'internal:3000', 'x-forwarded-host': 'www.hirmer.de', origin: 'https://www.hirmer.de' }))).toBeNull();
    expect(crossSiteRefusal(request('POST', { host: 'shop.example' }))).toBeNull();
  });

  it('are refused from another site', () => {
    expect(crossSiteRefusal(request('POST', { host: 'shop.example', origin: 'https://shop.example.evil.com' }))).not.toBeNull();
    expect(crossSiteRefusal(request('DELETE', { host: 'shop.example', referer: 'http://evil.example/x' }))).not.toBeNull();
    expect(crossSiteRefusal(request('POST', { host: 'shop.example', 'sec-fetch-site': 'cross-site', origin: 'https://shop.example' }))).not.toBeNull();
  });
});
