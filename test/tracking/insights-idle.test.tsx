import { afterEach, describe, expect, it } from 'vitest';
import type { TrackingEvent } from '../../src/tracking';
import { afterIdle } from '../../src/tracking/insights';

/**
 * The insights adapter's events wait for the browser to be idle after the hydration (the anonymous
 * user token is read from the storage then, not in the hydration) or for the page to be left; none
 * is lost and their order stays.
 */
const view = (id: string): TrackingEvent => ({ type: 'filtersClicked', filters: [`brand:${id}`] });

describe('insights events after the hydration (afterIdle)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('holds the events until the browser is idle, then sends them in order, and later ones at once', () => {
    const sent: TrackingEvent[] = [];
    let idle: (() => void) | undefined;
    const adapter = afterIdle({ send: (event) => sent.push(event) }, (task) => {
      idle = task;
      return () => {};
    });
    stop = adapter.stop;
    adapter.send(view('a'));
    adapter.send(view('b'));
    expect(sent).toEqual([]);
    idle!();
    expect(sent).toEqual([view('a'), view('b')]);
    adapter.send(view('c'));
    expect(sent).toEqual([view('a'), view('b'), view('c')]);
  });

  it('sends what waits when the page is left before the browser was idle (a click on a product), once', () => {
    const sent: TrackingEvent[] = [];
    let idle: (() => void) | undefined;
    const adapter = afterIdle({ send: (event) => sent.push(event) }, (task) => {
      idle = task;
      return () => {};
    });
    stop = adapter.stop;
    adapter.send(view('a'));
    dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([view('a')]);
    idle!();
    expect(sent).toEqual([view('a')]);
  });
});
