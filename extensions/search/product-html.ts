import sanitizeHtml from 'sanitize-html';

/**
 * What product texts from the product information system may keep: paragraphs, emphasis, lists,
 * line breaks, subheadings and links (web, mail and phone; a new tab without the opener). Anything
 * else, scripts, styles, event attributes and `javascript:` links among it, goes.
 */
const PRODUCT_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'em', 'i', 'u', 'span', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

/**
 * A product text's HTML, made safe where the record is built (the search index and the product
 * page): the browser shows it as it is, on the server's first paint, without a sanitiser of its own.
 */
export function sanitizeProductHtml(html: string): string {
  // Plain text without markup or entities is HTML already (most texts; the index holds thousands).
  if (!/[<>&]/.test(html)) return html;
  return sanitizeHtml(html, PRODUCT_HTML);
}
