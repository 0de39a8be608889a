/** Addresses editors give embeds: only https (a frame never loads an insecure or script address). */
export function httpsUrl(value: string | undefined): string | null {
  const s = value?.trim() ?? '';
  try {
    const url = new URL(s);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A tracking page address from a template: `{trackingNumber}` filled in, encoded. */
export function trackingUrl(template: string | undefined, trackingNumber: string): string | null {
  if (!template?.includes('{trackingNumber}')) return null;
  return httpsUrl(template.replaceAll('{trackingNumber}', encodeURIComponent(trackingNumber.trim())));
}

/** A podcast address: an https player page (Spotify, Apple, any host) to frame, or an audio file to play. */
export function podcastSourceOf(value: string | undefined): { kind: 'audio' | 'player'; url: string } | null {
  const url = httpsUrl(value);
  if (!url) return null;
  if (/\.(mp3|m4a|ogg)(\?|$)/i.test(url)) return { kind: 'audio', url };
  const spotify = /open\.spotify\.com\/(episode|show)\/(\w+)/.exec(url);
  if (spotify) return { kind: 'player', url: `https://open.spotify.com/embed/${spotify[1]}/${spotify[2]}` };
  const apple = /podcasts\.apple\.com\/(.+)$/.exec(url);
  if (apple) return { kind: 'player', url: `https://embed.podcasts.apple.com/${apple[1]}` };
  return { kind: 'player', url };
}
