import { atom } from 'jotai';

/** The link modal (storefront-browsing.md §3 "Link modal: closed/open"): the address it shows, or null when closed. */
export const linkModalAtom = atom<string | null>(null);
