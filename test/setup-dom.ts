import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { settle } from './support/render';

afterEach(async () => {
  // What a test left in flight lands inside act before unmounting (no "not wrapped in act").
  await settle();
  cleanup();
});
