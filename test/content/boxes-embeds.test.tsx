import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import IconBox from '../../tastics/content/icon-box';
import InfoBox from '../../tastics/content/info-box';
import ImageBox from '../../tastics/content/image-box';
import BracketBox from '../../tastics/content/bracket-box';
import Video from '../../tastics/content/video';
import ActionTeaser from '../../tastics/content/action-teaser';
import { renderToString } from 'react-dom/server';
import { createStore } from 'jotai';
import { TestShop } from '../support/render';
import { allDevices, storyPageFolder } from '../../stories/support/tastic';
import SocialPhotoWidget, { pollFor } from '../../tastics/content/social-photo-widget';
import PodcastPlayer from '../../tastics/content/podcast-player';
import TrackAndTrace from '../../tastics/content/track-and-trace';
import AppointmentFrame from '../../tastics/content/appointment-frame';
import VoucherService from '../../tastics/content/voucher-service';
import Parallax, { parallaxOffset } from '../../tastics/content/parallax';
import { isActionTeaserShown } from '../../src/content/action-teaser';
import { videoSourceOf } from '../../src/content/video';
import { podcastSourceOf, trackingUrl } from '../../src/content/embeds';
import { APPOINTMENT_FRAME_HEIGHT_PX } from '../../src/config/constants';
import { readCookies, writeCookie } from '../../src/state/cookies';
import { image, link, renderTastic, stubViewport } from './support';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  writeCookie('action_teaser_dismissed', '', 0);
  delete window.__consent;
});

describe('boxes', () => {
  it('icon box: each item an icon with title and text, linked where the editor links it', () => {
    renderTastic(IconBox, {
      items: [
        { icon: 'truck', title: 'Kostenloser Versand', text: 'ab 50 €', link: link('/service/versand') },
        { icon: 'return', title: '30 Tage Rückgabe' },
      ],
    });
    expect(screen.getByRole('link', { name: /Kostenloser Versand/ })).toHaveAttribute('href', '/service/versand');
    expect(screen.getByText('30 Tage Rückgabe')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
  it('info box: a notice in its variant; nothing when empty', () => {
    const { container } = renderTastic(InfoBox, { variant: 'warning', headline: 'Hinweis', text: 'Geschlossen.' });
    expect(container.querySelector('.info-box--warning')).not.toBeNull();
    expect(renderTastic(InfoBox, {}).container).toBeEmptyDOMElement();
  });
  it('image box: one link around image and texts; nothing without an image', () => {
    renderTastic(ImageBox, { image: image('casual'), imageAlt: 'Casual', headline: 'Casual Friday', link: link('/bekleidung') });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveTextContent('Casual Friday');
    expect(renderTastic(ImageBox, { headline: 'Ohne Bild' }).container).toBeEmptyDOMElement();
  });
  it('bracket box: its text between brackets in the editor colour', () => {
    const { container } = renderTastic(BracketBox, { headline: 'Seit 1948', color: '#8b2e2e' });
    expect((container.querySelector('.bracket-box') as HTMLElement).style.getPropertyValue('--bracket-color')).toBe('#8b2e2e');
  });
  it('parallax: moves slower than the page, and not at all under reduced motion', () => {
    expect(parallaxOffset(400, 0.3)).toBe(-120);
    expect(parallaxOffset(400, 5)).toBe(-240);
    stubViewport(1280, true);
    const { container } = renderTastic(Parallax, { image: image(), headline: 'Winter' });
    expect(container.querySelector('.parallax--still')).not.toBeNull();
    expect((container.querySelector('.parallax__image') as HTMLElement).style.transform).toBe('');
  });
});

describe('video', () => {
  it.each([
    ['https://cdn.example.com/a.mp4', { kind: 'file', url: 'https://cdn.example.com/a.mp4' }],
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', { kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0' }],
    ['https://vimeo.com/76979871', { kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1' }],
    ['http://cdn.example.com/a.mp4', null],
  ])('%s', (source, expected) => {
    expect(videoSourceOf(source)).toEqual(expected);
  });
  it('a file: never autoplays, loads nothing before play (preload none), with its poster', () => {
    const { container } = renderTastic(Video, { source: 'https://cdn.example.com/a.mp4', poster: image() });
    const video = container.querySelector('video')!;
    expect(video.autoplay).toBe(false);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video.getAttribute('poster')).toContain('winter');
  });
  it('YouTube: a poster button first, the player framed only after the click', () => {
    const { container } = renderTastic(Video, { source: 'aqz-KE-bpKQ', title: 'Maßkonfektion' });
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Maßkonfektion abspielen' }));
    expect(container.querySelector('iframe')).toHaveAttribute('src', expect.stringContaining('youtube-nocookie.com'));
  });
});

describe('action teaser with countdown', () => {
  const NOW = Date.parse('2026-11-24T12:00:00Z');
  const base = { active: true, start: '2026-11-01T00:00:00Z', end: '2026-12-01T00:00:00Z', countdownTo: '2026-11-25T12:00:00Z', dismissed: false };
  it.each([
    ['active, in its window, countdown running', base, true],
    ['not active', { ...base, active: false }, false],
    ['before its start', { ...base, start: '2026-11-30T00:00:00Z' }, false],
    ['after its end', { ...base, end: '2026-11-20T00:00:00Z' }, false],
    ['dismissed by cookie', { ...base, dismissed: true }, false],
    ['countdown complete', { ...base, countdownTo: '2026-11-24T11:59:59Z' }, false],
  ])('%s: shown %s', (_rule, teaser, shown) => {
    expect(isActionTeaserShown(NOW, teaser)).toBe(shown);
  });
  it('counts down each second and disappears when the countdown completes', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T12:00:00Z') });
    const { container } = renderTastic(ActionTeaser, { ...base, countdownTo: '2026-11-24T12:00:03Z', headline: 'Winter-Sale' }, { tasticId: 'sale-bar' });
    await act(async () => {});
    expect(screen.getByRole('region', { name: 'Winter-Sale' })).toHaveTextContent('00:00:03');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(container).toHaveTextContent('00:00:02');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(container).toBeEmptyDOMElement();
  });
  it('reads the dismissed cookie once, not at each tick of its countdown', async () => {
    vi.useFakeTimers({ now: NOW });
    const cookie = vi.spyOn(document, 'cookie', 'get');
    try {
      renderTastic(ActionTeaser, { ...base, headline: 'Winter-Sale' }, { tasticId: 'sale-bar' });
      await act(async () => {});
      const atStart = cookie.mock.calls.length;
      await act(async () => {
        vi.advanceTimersByTime(5000);
      });
      expect(screen.getByRole('region', { name: 'Winter-Sale' })).toHaveTextContent('23:59:55');
      expect(cookie.mock.calls.length).toBe(atStart);
    } finally {
      cookie.mockRestore();
    }
  });
  it('is in the server-rendered page when active (so nothing below moves when the countdown fills in), and not when inactive', () => {
    const serverHtml = (data: Record<string, unknown>) =>
      renderToString(
        <TestShop store={createStore()}>
          <ActionTeaser tasticId="sale-bar" pageFolder={storyPageFolder} data={{ ...allDevices, ...base, headline: 'Winter-Sale', ...data }} />
        </TestShop>,
      );
    const active = serverHtml({ countdownTo: '2099-01-01T00:00:00Z' });
    expect(active).toContain('class="action-teaser"');
    expect(active).toContain('action-teaser__countdown--pending');
    expect(serverHtml({ active: false })).not.toContain('action-teaser');
  });
  it('closing stores the dismissal in a cookie, and the teaser stays away', async () => {
    vi.useFakeTimers({ now: NOW });
    renderTastic(ActionTeaser, { ...base, headline: 'Winter-Sale' }, { tasticId: 'sale-bar' });
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(readCookies()).toContain('action_teaser_dismissed=sale-bar');
    expect(screen.queryByRole('region', { name: 'Winter-Sale' })).toBeNull();
    const again = renderTastic(ActionTeaser, { ...base, headline: 'Winter-Sale' }, { tasticId: 'sale-bar' });
    await act(async () => {});
    expect(again.container).toBeEmptyDOMElement();
  });
});

describe('social photo widget', () => {
  it('polls every 100 ms, at most 10 times, then gives up', () => {
    vi.useFakeTimers();
    const read = vi.fn(() => undefined);
    const found = vi.fn();
    pollFor(read, found);
    vi.advanceTimersByTime(5000);
    expect(read).toHaveBeenCalledTimes(10);
    expect(found).not.toHaveBeenCalled();
  });
  it('loads nothing before consent; after it the script, and draws the wall once the global is there', async () => {
    vi.useFakeTimers();
    renderTastic(SocialPhotoWidget, { scriptUrl: 'https://widgets.example.com/wall.js', globalName: 'PhotoWall', widgetId: 'w1' });
    expect(document.head.querySelector('script[src="https://widgets.example.com/wall.js"]')).toBeNull();
    const init = vi.fn();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Inhalte anzeigen' }));
    });
    expect(document.head.querySelector('script[src="https://widgets.example.com/wall.js"]')).not.toBeNull();
    (window as unknown as { PhotoWall: unknown }).PhotoWall = { init };
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(init).toHaveBeenCalledWith(expect.any(HTMLElement), { id: 'w1' });
    delete (window as unknown as { PhotoWall?: unknown }).PhotoWall;
  });
});

describe('embeds', () => {
  it('appointment frame: the booking tool in a frame of height 800; https only', () => {
    const { container } = renderTastic(AppointmentFrame, { url: 'https://booking.example.com/hirmer' });
    expect(container.querySelector('iframe')).toHaveAttribute('height', String(APPOINTMENT_FRAME_HEIGHT_PX));
    expect(renderTastic(AppointmentFrame, { url: 'http://booking.example.com' }).container).toBeEmptyDOMElement();
    expect(renderTastic(AppointmentFrame, { url: 'javascript:alert(1)' }).container).toBeEmptyDOMElement();
  });
  it('voucher service: framed, https only', () => {
    expect(renderTastic(VoucherService, { url: 'https://vouchers.example.com' }).container.querySelector('iframe')).not.toBeNull();
    expect(renderTastic(VoucherService, { url: 'ftp://x' }).container).toBeEmptyDOMElement();
  });
  it('podcast: Spotify and Apple episodes as their players, an mp3 as audio', () => {
    expect(podcastSourceOf('https://open.spotify.com/episode/abc123')).toEqual({ kind: 'player', url: 'https://open.spotify.com/embed/episode/abc123' });
    expect(podcastSourceOf('https://podcasts.apple.com/de/podcast/x/id1')).toEqual({
      kind: 'player',
      url: 'https://embed.podcasts.apple.com/de/podcast/x/id1',
    });
    const { container } = renderTastic(PodcastPlayer, { url: 'https://cdn.example.com/folge.mp3', title: 'Folge 1' });
    expect(container.querySelector('audio')).toHaveAttribute('preload', 'none');
  });
  it('track and trace: checks the number, then frames the carrier page with it', () => {
    expect(trackingUrl('https://t.example.com/?n={trackingNumber}', 'AB 12')).toBe('https://t.example.com/?n=AB%2012');
    const { container } = renderTastic(TrackAndTrace, { urlTemplate: 'https://t.example.com/track?id={trackingNumber}' });
    const field = screen.getByLabelText('Sendungsnummer');
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sendung verfolgen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('gültige Sendungsnummer');
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.change(field, { target: { value: '00340434161234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sendung verfolgen' }));
    expect(within(container).getByTitle('Sendungsstatus')).toHaveAttribute('src', 'https://t.example.com/track?id=00340434161234567890');
  });
});
