import { defineConfig } from 'vitest/config';

/**
 * Unit files that keep a module environment of their own: one that replaces a module's export
 * (vi.spyOn), and the local services' own tests, whose timings (a heartbeat every 100 ms) want no
 * timers left behind by a file before them.
 */
const UNIT_ISOLATED = ['test/unit/wiring/aws-adapters.test.ts', 'test/unit/local/**/*.test.ts', 'test/unit/local-queue/**/*.test.ts'];

/**
 * Render files that keep a module environment of their own: they render or encode (ffmpeg, the
 * CLI), speak (eSpeak), write files, replace a module's export (vi.spyOn) or serve HTTP. Every other
 * render file only composes, lays out or draws in memory (test/unit/test-projects.test.ts checks).
 */
export const RENDER_ISOLATED = [
  'canvas-transitions', 'check-video', 'cli', 'espeak-languages', 'espeak-words', 'footage-file', 'frame-encoder',
  'frame-heap', 'full-render', 'icon-set-entries', 'japanese-reading', 'listed-phrases', 'loudness', 'motion-brand',
  'motion-render', 'narration-left-out', 'photo-bundle', 'photo-presenter', 'planned-narration', 'polly-narrator',
  'presenter-lipsync', 'product-scene', 'render-lanes', 'render-order', 'scene-types', 'shot-phrases', 'speech',
  'speech-rates-spoken', 'speech-visemes', 'tool-launcher', 'world-read-early',
].map((name) => `test/render/${name}.test.ts`);

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: two test files at a time (one pool for every project).
    maxWorkers: 2,
    env: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      POWERTOOLS_LOG_LEVEL: process.env.LOG_LEVEL ?? "SILENT",
    },
    // Files without isolation share their worker's loaded modules: importing aws-cdk-lib, the AWS SDK
    // or zod costs seconds per file, more than most of these files' tests.
    projects: [
      {
        extends: true,
        test: {
          name: 'cdk',
          include: ['test/cdk/**/*.test.ts'],
          // They only synthesize (no ports, no timers, no environment): synth() serves one context to every file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: UNIT_ISOLATED,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'render',
          include: ['test/render/**/*.test.ts'],
          exclude: RENDER_ISOLATED,
          // Importing the engine's lexicons and drawings costs seconds per file, more than most of these files' tests.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'service',
          include: ['test/!(cdk|unit|render)/**/*.test.ts', ...RENDER_ISOLATED, ...UNIT_ISOLATED],
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
    ],
  },
});
