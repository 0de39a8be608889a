import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Slider } from '../../src/ui/Slider';
import { renderInShop } from '../support/render';

const slides = (n: number) => Array.from({ length: n }, (_, i) => <p key={i}>Slide {i + 1}</p>);
const indexOf = (container: HTMLElement) => Number(container.querySelector('.slider')!.getAttribute('data-index'));

/** A slider whose index the test's parent holds, recording every move it reports. */
function Controlled({ moves }: { moves: number[] }) {
  const [index, setIndex] = useState(2);
  return (
    <Slider
      label="Looks"
      slides={slides(4)}
      loop
      stepBy="slide"
      index={index}
      onIndexChange={(i) => {
        moves.push(i);
        setIndex(i);
      }}
    />
  );
}

describe('Slider (keen-slider)', () => {
  it('renders every slide on the server render as a labelled carousel of labelled slides', () => {
    renderInShop(<Slider label="Looks" slides={slides(5)} perView={2} />);
    const carousel = screen.getByRole('group', { name: 'Looks' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '3 von 5' })).toHaveTextContent('Slide 3');
  });

  it('starts keen-slider on a slider only when the shopper reaches it: a pointer over it, or focus inside', () => {
    const { container } = renderInShop(
      <>
        <Slider label="Looks" slides={slides(5)} />
        <Slider label="Shoes" slides={slides(5)} />
      </>,
    );
    const [looks, shoes] = [...container.querySelectorAll<HTMLElement>('.slider__track')];
    expect(container.querySelectorAll('.slider__track--ready')).toHaveLength(0);
    fireEvent.pointerOver(looks!.querySelector('.slider__slide')!);
    expect(looks).toHaveClass('slider__track--ready');
    expect(shoes).not.toHaveClass('slider__track--ready');
    fireEvent.focusIn(shoes!.querySelector('.slider__slide')!);
    expect(shoes).toHaveClass('slider__track--ready');
  });

  it('starts keen-slider when a button moves a slider nobody touched yet, and moves it there', () => {
    const { container } = renderInShop(<Slider label="Looks" slides={slides(5)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(indexOf(container)).toBe(1);
    expect(container.querySelector('.slider__track')).toHaveClass('slider__track--ready');
  });

  it('is a plain row without buttons when every slide fits', () => {
    renderInShop(<Slider label="Looks" slides={slides(3)} perView={4} pagination />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves a page of slides per click and stops at both ends without a loop', () => {
    const { container } = renderInShop(<Slider label="Looks" slides={slides(7)} perView={3} />);
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(indexOf(container)).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(indexOf(container)).toBe(4);
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  });

  it('goes to a page with its dot', () => {
    const { container } = renderInShop(<Slider label="Looks" slides={slides(8)} perView={2} pagination />);
    const dots = screen.getAllByRole('button', { name: /^Seite/ });
    expect(dots).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Seite 3' }));
    expect(indexOf(container)).toBe(4);
    expect(screen.getByRole('button', { name: 'Seite 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('follows a controlled index and reports moves', () => {
    const moves: number[] = [];
    const { container } = renderInShop(<Controlled moves={moves} />);
    expect(indexOf(container)).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(moves).toEqual([3, 0]);
    expect(indexOf(container)).toBe(0);
  });

  it('offers a pause button when it plays by itself, and no autoplay for reduced motion', () => {
    const queries: string[] = [];
    const matchMedia = vi.fn((query: string) => {
      queries.push(query);
      return { matches: false, media: query, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList;
    });
    vi.stubGlobal('matchMedia', matchMedia);
    renderInShop(<Slider label="Looks" slides={slides(4)} autoplayMs={4000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Automatisches Blättern anhalten' }));
    expect(screen.getByRole('button', { name: 'Automatisches Blättern starten' })).toBeInTheDocument();
    expect(queries).toContain('(prefers-reduced-motion: reduce)');
    vi.unstubAllGlobals();
  });
});
