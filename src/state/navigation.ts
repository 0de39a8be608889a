import { atom } from 'jotai';

/**
 * Mobile slide-in navigation (storefront-browsing.md §3 "Navigation state"): the opened flag and
 * the active subtree as the path of node ids from the top. Opening clears the active tree; closing
 * resets the subtree.
 */
export interface MobileNavigationState {
  opened: boolean;
  activeTree: string[];
}

export const mobileNavigationAtom = atom<MobileNavigationState>({ opened: false, activeTree: [] });

export type MobileNavigationAction = { type: 'open' } | { type: 'close' } | { type: 'enter'; nodeId: string } | { type: 'back' };

export function mobileNavigationReducer(state: MobileNavigationState, action: MobileNavigationAction): MobileNavigationState {
  switch (action.type) {
    case 'open':
      return { opened: true, activeTree: [] };
    case 'close':
      return { opened: false, activeTree: [] };
    case 'enter':
      return { ...state, activeTree: [...state.activeTree, action.nodeId] };
    case 'back':
      return { ...state, activeTree: state.activeTree.slice(0, -1) };
  }
}

export const mobileNavigationDispatchAtom = atom(null, (get, set, action: MobileNavigationAction) => {
  set(mobileNavigationAtom, mobileNavigationReducer(get(mobileNavigationAtom), action));
});
