import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'server/**/*.test.ts', 'contracts/**/*.test.ts', 'web/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Two cores: a couple of files at a time, each with its own database.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
