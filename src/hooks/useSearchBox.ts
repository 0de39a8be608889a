import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useAtom } from 'jotai';
import { searchPanelAtom } from '../state/listing';
import { readStoredQuery, SEARCH_PAGE_PATH, useSearchSuggestions, useSubmitSearch } from './useSearchState';

/**
 * The search box connector: the panel is active while the shopper types or picks a suggestion;
 * Escape, a click outside and the backdrop close it (§4 "Search panel"). Arrow keys move through
 * the suggestions (combobox pattern).
 */
export function useSearchBox(searchPath?: string) {
  const [open, setOpen] = useAtom(searchPanelAtom);
  const [query, setQuery] = useState('');
  const [highlight, setHighlight] = useState(-1);
  const { suggestions, loading } = useSearchSuggestions(open ? query : '');
  const submitSearch = useSubmitSearch(searchPath);
  const container = useRef<HTMLDivElement>(null);

  // The box shows the current search only on the search results page: on a category (or any other
  // page) it starts empty, although the search state stays stored for the results page.
  useEffect(() => {
    if (window.location.pathname === (searchPath ?? SEARCH_PAGE_PATH)) setQuery(readStoredQuery());
  }, [searchPath]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list of suggestions resets the highlighted one
  useEffect(() => setHighlight(-1), [suggestions]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (container.current && !container.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, setOpen]);

  const submit = useCallback(
    (value = query) => {
      setOpen(false);
      submitSearch(value);
    },
    [query, setOpen, submitSearch],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
    } else if (e.key === 'ArrowDown' && suggestions.length) {
      e.preventDefault();
      setOpen(true);
      setHighlight((h) => (h + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp' && suggestions.length) {
      e.preventDefault();
      setHighlight((h) => (h <= 0 ? suggestions.length - 1 : h - 1));
    } else if (e.key === 'Enter' && highlight >= 0 && suggestions[highlight]) {
      e.preventDefault();
      submit(suggestions[highlight]!.query);
    }
  };

  return {
    open,
    query,
    setQuery: (q: string) => {
      setQuery(q);
      setOpen(true);
    },
    activate: () => setOpen(true),
    close: () => setOpen(false),
    suggestions: open ? suggestions : [],
    loading,
    highlight,
    submit,
    onKeyDown,
    container,
  };
}
