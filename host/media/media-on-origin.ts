/**
 * The page builder's media values (`{ media: { mediaId, file, ... } }`) as the API hub answers them:
 * the runtime's media library gives each `file` as an absolute URL on its media CDN. The local site's
 * demo media are files the host serves (`/static/...`, `/media/...`), kept as paths on the host's
 * origin; the host's own pages use them as they are, while a Frontend project's pages (another
 * origin) get them on the hub's origin, where they are served.
 */
type Json = unknown;

const onOrigin = (file: string, origin: string) => (file.startsWith('/') && !file.startsWith('//') ? `${origin}${file}` : file);

/** The value with every media value's root-relative `file` on `origin`; the value itself is left as it is. */
export function mediaOnOrigin<T>(value: T, origin: string): T {
  return walk(value, origin) as T;
}

function walk(value: Json, origin: string): Json {
  if (Array.isArray(value)) return value.map((item) => walk(item, origin));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, Json> = {};
  for (const [key, field] of Object.entries(value)) {
    const media = key === 'media' && field !== null && typeof field === 'object' && !Array.isArray(field) ? (field as Record<string, Json>) : null;
    copy[key] = media && typeof media.file === 'string' ? { ...media, file: onOrigin(media.file, origin) } : walk(field, origin);
  }
  return copy;
}
