import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // One jsdom per worker, not per file: set up 63 times it cost over a minute for 2 s of tests.
    // The tests keep no state between files (they pass in shuffled order: --sequence.shuffle).
    isolate: false,
  },
});
