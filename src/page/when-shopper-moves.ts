/** The first signs that a shopper heads somewhere on the page: a scroll, a touch or press, a key. */
const MOVES = ['scroll', 'pointerdown', 'keydown'] as const;

/**
 * Runs `task` once, at the shopper's first scroll, press or key press on the page: for work that
 * only pays off when the shopper goes on (the code of the tastics further down), which a page that
 * is only looked at never does.
 */
export function whenShopperMoves(task: () => void, target: Window = window): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    for (const type of MOVES) target.removeEventListener(type, run, true);
    task();
  };
  for (const type of MOVES) target.addEventListener(type, run, { capture: true, passive: true });
}
