/** A video field's source: an mp4/webm file, or a YouTube / Vimeo video framed from its privacy-friendly player. */
export type VideoSource = { kind: 'file'; url: string } | { kind: 'youtube' | 'vimeo'; embedUrl: string };

const YOUTUBE = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/;
const VIMEO = /vimeo\.com\/(?:video\/)?(\d+)/;

export function videoSourceOf(source: string | undefined): VideoSource | null {
  const s = source?.trim() ?? '';
  if (!s) return null;
  if (/^(https:\/\/|\/)\S+\.(mp4|webm)(\?\S*)?$/i.test(s)) return { kind: 'file', url: s };
  const youtube = YOUTUBE.exec(s)?.[1] ?? (/^[\w-]{11}$/.test(s) ? s : null);
  // Played after the shopper's click: autoplay then starts it at once (the click allows the sound).
  if (youtube) return { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0` };
  const vimeo = VIMEO.exec(s)?.[1] ?? (/^\d{6,}$/.test(s) ? s : null);
  if (vimeo) return { kind: 'vimeo', embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` };
  return null;
}
