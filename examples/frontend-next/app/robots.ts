import type { MetadataRoute } from 'next';

/**
 * /robots.txt: every page may be crawled (pages made for one shopper say `noindex` in their head);
 * the spec's JSON addresses are not pages.
 */
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/_hirmer/'] } };
}
