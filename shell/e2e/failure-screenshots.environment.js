// Jest environment of the browser tests: when a test fails, every page still open in the
// browsers the test launched (support.ts launch) is saved to var/test-results/failures, so a
// failure in CI can be looked at rather than guessed at. The log line also carries the page's
// visible text: a CI log is often all there is of a run on another machine.
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
          const text = await page
            .evaluate("document.body ? document.body.innerText : ''")
            .then((t) => t.replace(/\s+/g, ' ').trim().slice(0, 400))
            .catch(() => '(not readable)');
          console.log(`failure screenshot: ${path.relative(process.cwd(), file)} (${page.url()}); visible text: "${text}"`);
        }
      }
    }
  }
}

module.exports = FailureScreenshotsEnvironment;
