// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { convertFilterTracking, rememberFilters, resetFilterTracking } from '../../src/tracking/filter-tracking';
import { setTrackingAdapters, type TrackingEvent } from '../../src/tracking';

let events: TrackingEvent[];
beforeEach(() => {
  events = [];
  setTrackingAdapters([{ send: (e) => events.push(e) }]);
  resetFilterTracking();
});
afterEach(() => setTrackingAdapters([]));

describe('filter tracking', () => {
  it('converts the filters of the product opened from the list when it goes into the basket, then resets', () => {
    rememberFilters({ objectID: 'P1', filters: ['brand.title:Corvin'], queryID: 'q' });
    convertFilterTracking(['P1']);
    expect(events).toEqual([{ type: 'filtersConverted', filters: ['brand.title:Corvin'], objectID: 'P1', queryID: 'q' }]);
    convertFilterTracking(['P1']);
    expect(events).toHaveLength(1);
  });

  it('does not convert for another product, and still resets', () => {
    rememberFilters({ objectID: 'P1', filters: ['flags:sustainable'] });
    convertFilterTracking(['P2']);
    convertFilterTracking(['P1']);
    expect(events).toEqual([]);
  });

  it('forgets earlier filters when a product is opened without filters', () => {
    rememberFilters({ objectID: 'P1', filters: ['brand.title:Corvin'] });
    rememberFilters({ objectID: 'P1', filters: [] });
    convertFilterTracking(['P1']);
    expect(events).toEqual([]);
  });
});
