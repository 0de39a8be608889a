import { Suspense } from 'react';
import { useAtom } from 'jotai';
import { lazyOnReach } from '../../ui/lazy-on-reach';
import { clickAndReserveDialogAtom, soldOutDialogAtom } from '../../state/product';

/**
 * The product page's dialogs (the stores with a sold-out size, click and reserve), whose code
 * (./Dialogs.tsx: the stores' stock, the reservation) loads when the shopper reaches for what opens
 * one: a pointer over, a press on or focus on the reserve button or a sold-out size (spread the
 * `...DialogReach` handlers there), or the opening itself. A product page that is only looked at
 * carries none of it.
 */
const soldOut = lazyOnReach(() => import('./Dialogs').then((m) => m.SoldOutContent));
const reserve = lazyOnReach(() => import('./Dialogs').then((m) => m.ClickAndReserveContent));

/** Handlers for a sold-out size: the sold-out dialog's code loads as the shopper reaches for it. */
export const soldOutDialogReach = soldOut.reach;
/** Handlers for the click-and-reserve button. */
export const reserveDialogReach = reserve.reach;

/** The sold-out dialog, mounted only while open. */
export function SoldOutDialog() {
  const [target, setTarget] = useAtom(soldOutDialogAtom);
  return target ? (
    <Suspense fallback={null}>
      <soldOut.Component target={target} onClose={() => setTarget(null)} />
    </Suspense>
  ) : null;
}

/** Click and reserve, mounted only while open. */
export function ClickAndReserveDialog() {
  const [target, setTarget] = useAtom(clickAndReserveDialogAtom);
  return target ? (
    <Suspense fallback={null}>
      <reserve.Component target={target} close={() => setTarget(null)} />
    </Suspense>
  ) : null;
}
