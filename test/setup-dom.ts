import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(async () => {
  // Let what a test left in flight (SWR answers, lazy chunks) land inside act before unmounting:
  // a state update after the test's last step is then no "not wrapped in act" warning. Promise
  // turns only, so it works under fake timers too.
  await act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
  cleanup();
});
