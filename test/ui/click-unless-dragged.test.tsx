import { fireEvent, render, screen } from '@testing-library/react';
import { useClickUnlessDragged } from '../../src/hooks/useClickUnlessDragged';

function Zoomable({ onOpen }: { onOpen: () => void }) {
  return (
    <button type="button" {...useClickUnlessDragged(onOpen)}>
      Bild
    </button>
  );
}

describe('a click inside a swipeable slider', () => {
  it('opens on a click, on a click that wobbled a little, and from the keyboard', () => {
    const open = vi.fn();
    render(<Zoomable onOpen={open} />);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button, { clientX: 100, clientY: 50 });
    fireEvent.click(button, { clientX: 100, clientY: 50 });
    fireEvent.pointerDown(button, { clientX: 100, clientY: 50 });
    fireEvent.click(button, { clientX: 105, clientY: 53 });
    fireEvent.click(button, { detail: 0 });
    expect(open).toHaveBeenCalledTimes(3);
  });

  it('does not open after a drag', () => {
    const open = vi.fn();
    render(<Zoomable onOpen={open} />);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button, { clientX: 300, clientY: 50 });
    fireEvent.click(button, { clientX: 40, clientY: 52 });
    expect(open).not.toHaveBeenCalled();
  });
});
