import { describe, expect, it, vi } from 'vitest';
import { whenShopperMoves } from '../../src/page/when-shopper-moves';

describe('whenShopperMoves', () => {
  it.each(['scroll', 'pointerdown', 'keydown'])('runs the task once, at the first %s, and never again', (type) => {
    const task = vi.fn();
    whenShopperMoves(task);
    window.dispatchEvent(new Event('resize'));
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(type));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('hears a scroll inside an element (scroll events do not bubble, they are captured)', () => {
    const task = vi.fn();
    whenShopperMoves(task);
    const list = document.body.appendChild(document.createElement('div'));
    list.dispatchEvent(new Event('scroll'));
    expect(task).toHaveBeenCalledTimes(1);
    list.remove();
  });
});
