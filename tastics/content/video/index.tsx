import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { useShopContext } from '../../../src/shop/ShopContext';
import type { MediaValue } from '../../../src/domain/navigation';
import { hasMedia, imageSources } from '../../../src/content/media';
import { videoSourceOf } from '../../../src/content/video';

export interface VideoData {
  /** An mp4 address, or a YouTube or Vimeo address or id. */
  source?: string;
  poster?: MediaValue | null;
  title?: string;
  /** Captions of a video file (WebVTT). */
  captions?: string;
}

/**
 * A video that never plays by itself with sound: a poster and a play button first; a file loads
 * nothing before the click (preload none), a YouTube or Vimeo player is framed only after it.
 */
export default function Video({ data }: TasticProps<VideoData>) {
  const intl = useIntl();
  const { locale } = useShopContext();
  const language = locale.language;
  const [playing, setPlaying] = useState(false);
  const source = videoSourceOf(data.source);
  if (!source) return null;
  const poster = hasMedia(data.poster) ? imageSources(data.poster.media).src : undefined;
  const title = data.title || intl.formatMessage({ id: 'content.video.title' });
  if (source.kind === 'file') {
    return (
      <figure className="content-video">
        <video className="content-video__media" src={source.url} poster={poster} controls preload="none" playsInline aria-label={title}>
          <track kind="captions" src={data.captions} srcLang={language} default={!!data.captions} />
        </video>
      </figure>
    );
  }
  return (
    <figure className="content-video">
      {playing ? (
        <iframe
          className="content-video__media"
          src={source.embedUrl}
          title={title}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className="content-video__poster"
          onClick={() => setPlaying(true)}
          aria-label={intl.formatMessage({ id: 'content.video.play' }, { title })}
        >
          {poster ? <img src={poster} alt="" loading="lazy" /> : null}
          <span className="content-video__play" aria-hidden="true">
            ▶
          </span>
        </button>
      )}
    </figure>
  );
}
