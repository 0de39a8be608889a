/**
 * The return portal's address for an order: the configured template (`returnPortalUrl`, with
 * `{orderNumber}` and `{email}`), else the local host's stand-in (host/return-portal.ts).
 */
export function returnPortalAddress(template: unknown, orderNumber: string, email: string): string {
  const fill = (value: string) => encodeURIComponent(value);
  if (typeof template === 'string' && /^https:\/\//.test(template.trim())) {
    return template.trim().replaceAll('{orderNumber}', fill(orderNumber)).replaceAll('{email}', fill(email));
  }
  return `/return-portal/${fill(orderNumber)}?email=${fill(email)}`;
}
