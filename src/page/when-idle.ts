/**
 * Runs `task` once the browser is idle (within `timeoutMs` at the latest), or after a second where
 * the browser cannot tell (Safari has no requestIdleCallback).
 */
export function whenIdle(task: () => void, timeoutMs = 3_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, 1_000);
}
