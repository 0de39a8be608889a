import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { lazyOnReach } from '../../src/ui/lazy-on-reach';

describe('lazyOnReach', () => {
  it('loads nothing until the trigger is reached, then once, and renders the part from it', async () => {
    const load = vi.fn(async () => () => <p>the panel</p>);
    const { Component, reach } = lazyOnReach(load);
    const { rerender } = render(
      <button type="button" {...reach}>
        open
      </button>,
    );
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('button'));
    fireEvent.focus(screen.getByRole('button'));
    fireEvent.pointerDown(screen.getByRole('button'));
    expect(load).toHaveBeenCalledTimes(1);
    rerender(
      <Suspense fallback={null}>
        <Component />
      </Suspense>,
    );
    expect(await screen.findByText('the panel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without its fallback, once the code is here (reached before the press that opens it)', async () => {
    const { Component, prefetch } = lazyOnReach(async () => () => <p>the panel</p>);
    await prefetch();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('the panel')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('asks for the code again after a failed load, and renders the part once it comes', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => <p>the panel</p>);
    const { Component, prefetch } = lazyOnReach(load);
    await expect(prefetch()).rejects.toThrow('offline');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component />
      </Suspense>,
    );
    expect(await screen.findByText('the panel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
