import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // Two cores: integration tests start servers; keep the worker count small and predictable.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'test/**/*.int.test.ts'],
          environment: 'node',
          setupFiles: ['test/support/no-io.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Tests that start a host or a server, spawn a process, or install from the registry.
        test: { name: 'integration', include: ['test/**/*.int.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['test/**/*.test.tsx'],
          exclude: ['test/e2e/**'],
          environment: 'jsdom',
          setupFiles: ['test/support/no-io.ts', 'test/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits for the page to react (hydration, an answer, a transition), not for a speed:
          // vitest's 1 s default fails a journey on a busy two-core CI machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
