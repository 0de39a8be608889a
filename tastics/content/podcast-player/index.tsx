import { useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { podcastSourceOf } from '../../../src/content/embeds';

export interface PodcastPlayerData {
  url?: string;
  title?: string;
  description?: string;
}

const PLAYER_HEIGHT_PX = 232;

/** A podcast episode: the host's player framed (Spotify, Apple Podcasts, others), or the audio file with the browser's controls. */
export default function PodcastPlayer({ data }: TasticProps<PodcastPlayerData>) {
  const intl = useIntl();
  const source = podcastSourceOf(data.url);
  if (!source) return null;
  const title = data.title || intl.formatMessage({ id: 'content.podcast.title' });
  return (
    <figure className="podcast-player">
      <figcaption>
        <strong>{title}</strong>
        {data.description ? <span className="podcast-player__description">{data.description}</span> : null}
      </figcaption>
      {source.kind === 'audio' ? (
        // biome-ignore lint/a11y/useMediaCaption: a spoken podcast; the episode page carries the transcript
        <audio controls preload="none" src={source.url} aria-label={title} />
      ) : (
        <iframe src={source.url} title={title} height={PLAYER_HEIGHT_PX} loading="lazy" allow="encrypted-media" className="podcast-player__frame" />
      )}
    </figure>
  );
}
