// Jest environment of the browser tests: when a test fails, every page still open in the
// browsers the test launched (support.ts launch) is saved to var/test-results/failures, so a
// failure in CI can be looked at rather than guessed at.
const fs = require('node:fs');
const path = require('node:path');
const NodeEnvironment = require('jest-environment-node').TestEnvironment;

const failureDir = path.resolve(__dirname, '../../var/test-results/failures');

class FailureScreenshotsEnvironment extends NodeEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const browsers = this.global.__e2eBrowsers ?? [];
    const title = (event.test?.name ?? event.hook?.type ?? 'hook').replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
    fs.mkdirSync(failureDir, { recursive: true });
    let n = 0;
    for (const browser of browsers) {
      for (const context of browser.contexts()) {
        for (const page of context.pages()) {
          n += 1;
          const file = path.join(failureDir, `${title}-${n}.png`);
          await page.screenshot({ path: file, fullPage: true, timeout: 5000 }).catch(() => undefined);
          console.log(`failure screenshot: ${path.relative(process.cwd(), file)} (${page.url()})`);
        }
      }
    }
  }
}

module.exports = FailureScreenshotsEnvironment;
