import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: two test files at a time.
    maxWorkers: 2,
    env: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      POWERTOOLS_LOG_LEVEL: process.env.LOG_LEVEL ?? "SILENT",
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'cdk',
          include: ['test/cdk/**/*.test.ts'],
          // The CDK files only synthesize (no ports, no timers, no environment): sharing a worker's
          // module cache loads aws-cdk-lib once and lets synth() serve one context to every file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'service',
          include: ['test/**/*.test.ts'],
          exclude: ['test/cdk/**'],
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
    ],
  },
});
