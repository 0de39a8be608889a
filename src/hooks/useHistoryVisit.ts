import { useSyncExternalStore } from 'react';

/**
 * "Pop-state navigation resets the product box selection" (storefront-browsing.md §3), and the outfit's and
 * set's part selections: a count of the shopper's back and forward navigations in this document, for a
 * selection to reset when it changes. A page the browser brings back from its back-forward cache (a
 * navigation to another page, then back) counts too: its script state would otherwise come back as it was
 * left. One listener pair for every box of a list.
 */
let visit = 0;
const listeners = new Set<() => void>();
let pending: ReturnType<typeof setTimeout> | null = null;

function bump() {
  visit += 1;
  for (const listener of listeners) listener();
}

/**
 * A pop-state that only moves to or from a fragment (the skip link, an in-page anchor, and back) is no page
 * change: the browser fires hashchange right after such a popstate, which cancels the reset.
 */
function onPopState() {
  if (pending) clearTimeout(pending);
  pending = setTimeout(() => {
    pending = null;
    bump();
  }, 0);
}

function onHashChange() {
  if (pending) clearTimeout(pending);
  pending = null;
}

function onPageShow(event: PageTransitionEvent) {
  if (event.persisted) bump();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('popstate', onPopState);
    window.addEventListener('hashchange', onHashChange);
    window.addEventListener('pageshow', onPageShow);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener('pageshow', onPageShow);
      onHashChange();
    }
  };
}

const current = () => visit;
const onServer = () => 0;

/** The number of pop-state navigations so far (0 on the server and before the first). */
export function useHistoryVisit(): number {
  return useSyncExternalStore(subscribe, current, onServer);
}
