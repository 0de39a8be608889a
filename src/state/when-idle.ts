/**
 * Runs `task` once the browser is idle (within `timeoutMs` at the latest), or after a second where
 * the browser cannot tell (Safari has no requestIdleCallback). Answers a function that cancels it
 * (an effect's cleanup).
 */
export function whenIdle(task: () => void, timeoutMs = 3_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    // Taken now: the cleanup may run where the global is gone (a test's stubs undone before unmounting).
    const cancel = typeof cancelIdleCallback === 'function' ? cancelIdleCallback : undefined;
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancel?.(id);
  }
  const id = setTimeout(task, 1_000);
  return () => clearTimeout(id);
}
