/**
 * npm run check:video -- FILE...: the automatic quality checks of lambdas/render/check-video.ts.
 * Prints one JSON report per file; exits non-zero when any check fails.
 */
import { checkVideo } from '../lambdas/render/check-video';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npm run check:video -- FILE.mp4 [FILE.mp4 ...]');
  process.exit(2);
}
let failed = false;
for (const file of files) {
  const report = await checkVideo(file);
  failed ||= !report.ok;
  console.log(JSON.stringify(report, null, 2));
}
process.exit(failed ? 1 : 0);
