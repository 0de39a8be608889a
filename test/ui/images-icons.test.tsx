import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Img } from '../../src/ui/Img';
import { ContentIcon, type ContentIconName } from '../../src/ui/content/ContentIcon';
import { ALT_EXPECTED, altProblem } from '../../src/content/media';
import { setErrorReporter } from '../../src/tracking/report-error';
import { renderInShop } from '../support/render';

afterEach(() => {
  setErrorReporter(null);
  vi.restoreAllMocks();
});

function reported() {
  const errors: { error: unknown; context: Record<string, unknown> }[] = [];
  setErrorReporter((error, context) => errors.push({ error, context }));
  return errors;
}

describe('images', () => {
  it.each([
    ['de_DE', 'Bild konnte nicht geladen werden'],
    ['en_GB', 'Image could not be loaded'],
    ['cs_CZ', 'Obrázek se nepodařilo načíst'],
    ['pl_PL', 'Nie udało się załadować obrazu'],
    ['nl_NL', 'Afbeelding kon niet worden geladen'],
    ['fr_FR', "L'image n'a pas pu être chargée"],
  ])('a picture that cannot be loaded says so in its place, at its size (%s)', (locale, text) => {
    const { container } = renderInShop(<Img src="/media/missing.webp" alt="Sakko" width={300} height={400} className="teaser__image" />, { locale });
    fireEvent.error(container.querySelector('img')!);
    const failed = screen.getByRole('img', { name: `Sakko: ${text}` });
    expect(failed).toHaveTextContent(text);
    expect(failed).toHaveClass('image-failed', 'teaser__image');
    expect(failed.style.aspectRatio).toBe('300 / 400');
  });

  it('a picture that failed before the page hydrated is found broken when it hydrates', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    HTMLImageElement.prototype.decode = () => Promise.reject(new Error('EncodingError'));
    try {
      renderInShop(<Img src="/media/broken.webp" alt="" />);
      await act(async () => {});
      expect(screen.getByRole('img', { name: 'Bild konnte nicht geladen werden' })).toBeInTheDocument();
    } finally {
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  });

  it.each([
    ['a string src without alt', '/a.webp', undefined, ALT_EXPECTED],
    ['a string src with alt', '/a.webp', 'Sakko', null],
    ['a string src, decorative', '/a.webp', '', null],
    ['no src', undefined, undefined, null],
  ])('alt check: %s', (_rule, src, alt, problem) => expect(altProblem(src, alt)).toBe(problem));

  it('reports a picture given by a string src without alt text, and renders it as decorative', () => {
    const errors = reported();
    const { container } = renderInShop(<Img src="/a.webp" alt={undefined as unknown as string} />);
    expect((errors[0]!.error as Error).message).toBe('Expected alt when a string is passed via src!');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});

describe('content icons', () => {
  it.each([
    ['de_DE', 'Icon nicht gefunden!'],
    ['en_GB', 'Icon not found!'],
    ['cs_CZ', 'Ikona nenalezena!'],
    ['pl_PL', 'Nie znaleziono ikony!'],
    ['nl_NL', 'Icoon niet gevonden!'],
    ['fr_FR', 'Icône introuvable !'],
  ])('an icon the shop does not have says so and is reported as MODULE_NOT_FOUND, instead of becoming a star (%s)', (locale, text) => {
    const errors = reported();
    const { container } = renderInShop(<ContentIcon name={'rocket' as ContentIconName} />, { locale });
    expect(container).toHaveTextContent(text);
    expect(container.querySelector('svg')).toBeNull();
    expect(errors[0]!.context).toMatchObject({ code: 'MODULE_NOT_FOUND', icon: 'rocket' });
  });

  it('a known icon is drawn', () => {
    const { container } = renderInShop(<ContentIcon name="truck" />);
    expect(container.querySelector('svg path')).not.toBeNull();
  });
});
