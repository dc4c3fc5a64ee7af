import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launch, mailFromOutbox, screenshot, seeText, signIn, signUpByApi, skipOnboarding, uniqueEmail } from './support';

// Notices (お知らせ) and the onboarding guide in the browser: the root
// user posts a notice with an image; a second user of the account reads it (marked read, no edit
// link); the author edits it; the announcements report lists it. A new account is guided.
const PASSWORD = 'Tanbo2026';
const SECOND_PASSWORD = 'Inaho2026';
const CONTEXT = { locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 860 } };

describe('notices: post, read, edit by the author, the report', () => {
  let browser: Browser;
  let rootContext: BrowserContext;
  let secondContext: BrowserContext;
  let root: Page;
  let second: Page;
  const rootEmail = uniqueEmail('notices-root');
  const secondEmail = uniqueEmail('notices-member');
  const title = `水路清掃のお知らせ ${Date.now() % 100000}`;

  beforeAll(async () => {
    browser = await launch();
    await signUpByApi(rootEmail, PASSWORD);
    rootContext = await browser.newContext(CONTEXT);
    root = await rootContext.newPage();
    await signIn(root, rootEmail, PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the root user posts a notice with an image from the dashboard', async () => {
    const widget = root.locator('[data-testid="notices-widget"]');
    await widget.getByText('お知らせはありません。').waitFor({ timeout: 30000 });
    await widget.locator('[data-testid="notice-post"]').click();

    const form = root.locator('.ant-modal').filter({ has: root.locator('[data-testid="notice-form"]') });
    await form.getByText('お知らせを投稿').waitFor();
    expect(await form.locator('[data-testid="notice-contributor"]').inputValue()).toBe(rootEmail.split('@')[0].slice(0, 50));
    const submit = form.locator('[data-testid="notice-submit"]');
    expect(await submit.isDisabled()).toBe(true);
    await form.locator('#notice-title').fill(title);
    await form.locator('#notice-contents').fill('日曜の朝8時に公民館前に集合してください。\n長靴と軍手をご持参ください。');
    await form.locator('[data-testid="notice-image-input"]').setInputFiles({
      name: 'suiro.PNG', mimeType: 'image/png', buffer: solidPng(320, 200, [46, 125, 50]),
    });
    await form.locator('[data-testid="notice-image-preview"][data-name="suiro.png"]').waitFor();
    await expectEnabled(submit);
    await screenshot(root, 'notices-01-post-form');
    await submit.click();
    await seeText(root, '投稿しました。');

    const row = widget.locator('[data-testid="notice-row"]').filter({ hasText: title });
    await row.waitFor();
    expect(await row.locator('[data-testid="notice-image-icon"]').count()).toBe(1);
    // The author has read their own notice.
    expect(await row.getAttribute('data-read')).toBe('true');
    await screenshot(root, 'notices-02-dashboard');
  });

  it('a second user of the account sees it, opening marks it read, and gets no edit link', async () => {
    // The root user adds the member through the admin API with the browser's session.
    const since = Date.now() - 1000;
    const created = await root.request.post(`${BASE_URL}/adminCreateUser`, {
      headers: { 'X-Requested-With': 'e2e' },
      data: { email: secondEmail, displayName: '佐藤 花子', color: '#64B5F6' },
    });
    expect(created.status()).toBe(200);
    const mail = await mailFromOutbox(secondEmail, 'ユーザー登録', since);
    const temporary = /仮パスワード:\s*(\S+)/.exec(mail)?.[1];
    expect(temporary).toBeTruthy();

    secondContext = await browser.newContext(CONTEXT);
    second = await secondContext.newPage();
    await skipOnboarding(second);
    await second.goto(`${BASE_URL}/`);
    await second.locator('input#email').fill(secondEmail);
    await second.locator('input#password').fill(temporary!);
    await second.getByRole('button', { name: 'サインイン' }).click();
    await second.locator('input#new_password').waitFor({ timeout: 20000 });
    await second.locator('input#new_password').fill(SECOND_PASSWORD);
    await second.locator('input#new_password_confirm').fill(SECOND_PASSWORD);
    await second.getByRole('button', { name: 'パスワードを設定' }).click();
    await second.locator('[data-menu="dashboard"]').waitFor({ timeout: 20000 });

    const widget = second.locator('[data-testid="notices-widget"]');
    const row = widget.locator('[data-testid="notice-row"]').filter({ hasText: title });
    await row.waitFor({ timeout: 30000 });
    expect(await row.getAttribute('data-read')).toBe('false');
    expect(await row.locator('[data-testid="notice-unread"]').count()).toBe(1);
    await screenshot(second, 'notices-03-member-unread');

    const marked = second.waitForResponse((r) => r.url().endsWith('/api/informations/read') && r.request().method() === 'PUT');
    await row.click();
    const reference = second.locator('[data-testid="notice-reference"]');
    await reference.waitFor();
    expect(await second.locator('[data-testid="notice-reference-title"]').innerText()).toBe(title);
    expect(await reference.locator('[data-testid="notice-reference-contents"]').innerText()).toContain('長靴と軍手をご持参ください。');
    expect((await reference.locator('[data-testid="notice-reference-contributor"]').innerText()).trim()).toBe(rootEmail.split('@')[0]);
    expect((await marked).status()).toBe(200);
    await expectImageLoaded(reference.locator('[data-testid="notice-images"] img').first());
    expect(await second.locator('[data-testid="notice-edit-link"]').count()).toBe(0);
    await screenshot(second, 'notices-04-member-reference');
    await second.locator('[data-testid="notice-reference-close"]').click();
    await expectAttribute(row, 'data-read', 'true');

    // Read marks are kept by the server: still read after a reload.
    await second.reload();
    const again = second.locator('[data-testid="notice-row"]').filter({ hasText: title });
    await again.waitFor({ timeout: 30000 });
    expect(await again.getAttribute('data-read')).toBe('true');

    // The service refuses the member's edit too, not only the screen.
    const id = await noticeId(second, title);
    const refused = await second.request.put(`${BASE_URL}/api/informations`, {
      headers: { 'X-Requested-With': 'e2e' },
      data: { information_id: id, title: '書き換え' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toBe('お知らせを変更・削除できるのは投稿したユーザーのみです。');
  });

  it('the author edits it through the edit link', async () => {
    const widget = root.locator('[data-testid="notices-widget"]');
    await widget.locator('[data-testid="notice-row"]').filter({ hasText: title }).click();
    await root.locator('[data-testid="notice-edit-link"]').click();
    const form = root.locator('.ant-modal').filter({ has: root.locator('[data-testid="notice-form"]') });
    await form.getByText('お知らせを編集').waitFor();
    await expectValue(form.locator('#notice-title'), title);
    expect(await form.locator('[data-testid="notice-image-preview"]').count()).toBe(1);
    expect(await form.locator('[data-testid="notice-delete"]').count()).toBe(1);
    await form.locator('#notice-title').fill(`${title}（雨天順延）`);
    await form.locator('[data-testid="notice-image-input"]').setInputFiles({
      name: 'map.png', mimeType: 'image/png', buffer: solidPng(120, 120, [21, 101, 192]),
    });
    await form.locator('[data-testid="notice-image-preview"]').nth(1).waitFor();
    await expectEnabled(form.locator('[data-testid="notice-submit"]'));
    await screenshot(root, 'notices-05-edit-form');
    await form.locator('[data-testid="notice-submit"]').click();
    await seeText(root, '変更を保存しました。');
    const row = widget.locator('[data-testid="notice-row"]').filter({ hasText: `${title}（雨天順延）` });
    await row.waitFor();

    // The member sees the edited notice with both images.
    await second.reload();
    const memberRow = second.locator('[data-testid="notice-row"]').filter({ hasText: `${title}（雨天順延）` });
    await memberRow.waitFor({ timeout: 30000 });
    await memberRow.click();
    await expect2Images(second);
    await second.locator('[data-testid="notice-reference-close"]').click();
  });

  it('the announcements report lists it and opens it in a popup with its images', async () => {
    await root.locator('.ant-menu-submenu-title').filter({ hasText: '年次レポート' }).first().click();
    await root.locator('[data-menu="archives-informations"]').click();
    await root.waitForURL('**/archives/informations');
    const report = root.locator('[data-testid="notices-report"]');
    const row = report.locator('[data-testid="notices-report-row"]').filter({ hasText: `${title}（雨天順延）` });
    await row.waitFor({ timeout: 30000 });
    const cells = await row.locator('td').allInnerTexts();
    expect(cells[0]).toBe('1');
    expect(cells[1]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    expect(cells[2]).toBe(rootEmail.split('@')[0]);
    expect(cells[5]).toBe('有');
    expect(await report.getByText(`年次レポート / ${new Date().getFullYear()}年 / お知らせ`).count()).toBe(1);
    expect(await report.locator('[data-testid="notices-see-all"]').count()).toBe(0);
    await screenshot(root, 'notices-06-report');
    await row.click();
    await expect2Images(root);
    expect(await root.locator('[data-testid="notice-edit-link"]').count()).toBe(0);
    await screenshot(root, 'notices-07-report-popup');
  });
});

describe('onboarding guide', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a new account is guided from the home marker to the paddy fields, then taken to the home position screen', async () => {
    const email = uniqueEmail('onboarding');
    await signUpByApi(email, PASSWORD);
    const page = await (await browser.newContext(CONTEXT)).newPage();
    await signIn(page, email, PASSWORD, { onboarding: true });

    const guide = page.locator('[data-testid="onboarding-guide"]');
    await guide.waitFor({ timeout: 30000 });
    expect(await guide.getAttribute('data-phase')).toBe('0');
    expect(await page.locator('[data-testid="onboarding-lead"]').innerText()).toBe('ホーム位置（地図の中心）が設定されていません。');
    // The backdrop blocks the layout: the menu cannot be clicked while guiding.
    const blocked = await page
      .locator('[data-menu="paddy-map"]')
      .click({ timeout: 1500 })
      .then(() => false)
      .catch(() => true);
    expect(blocked).toBe(true);
    await screenshot(page, 'onboarding-01-home-marker');

    await page.locator('[data-testid="onboarding-next"]').click();
    await expectAttribute(guide, 'data-phase', '1');
    expect(await page.locator('[data-testid="onboarding-lead"]').innerText()).toBe('ほ場が登録されていません。');
    await screenshot(page, 'onboarding-02-paddy-fields');
    await page.locator('[data-testid="onboarding-next"]').click();
    await page.waitForURL('**/markers');
    await guide.waitFor({ state: 'detached' });
    const flags = await page.evaluate(() => [
      localStorage.getItem('inasaku.onboarding.home'),
      localStorage.getItem('inasaku.onboarding.paddy'),
      localStorage.getItem('inasaku.onboarding.works'),
    ]);
    expect(flags).toEqual(['1', '1', null]);
    await screenshot(page, 'onboarding-03-markers');

    // Passed once in this browser: not shown again after a reload.
    await page.reload();
    await page.locator('[data-menu="dashboard"]').waitFor({ timeout: 20000 });
    await page.waitForTimeout(1500);
    expect(await guide.count()).toBe(0);
  });
});

async function noticeId(page: Page, title: string): Promise<string> {
  const res = await page.request.get(`${BASE_URL}/api/informations?count=100`, { headers: { 'X-Requested-With': 'e2e' } });
  const list = (await res.json()).data.list as { information_id: string; title: string }[];
  const found = list.find((n) => n.title === title);
  if (!found) throw new Error(`notice ${title} not found`);
  return found.information_id;
}

async function expect2Images(page: Page) {
  const images = page.locator('[data-testid="notice-reference"] [data-testid="notice-images"] img');
  await images.nth(1).waitFor();
  expect(await images.count()).toBe(2);
  await expectImageLoaded(images.nth(0));
  await expectImageLoaded(images.nth(1));
}

async function expectImageLoaded(img: ReturnType<Page['locator']>) {
  await img.waitFor();
  for (let i = 0; i < 50; i++) {
    if (await img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`image ${await img.getAttribute('src')} did not load`);
}

async function expectAttribute(locator: ReturnType<Page['locator']>, name: string, value: string) {
  for (let i = 0; i < 50; i++) {
    if ((await locator.getAttribute(name)) === value) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(await locator.getAttribute(name)).toBe(value);
}

async function expectEnabled(locator: ReturnType<Page['locator']>) {
  for (let i = 0; i < 50; i++) {
    if (!(await locator.isDisabled())) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(await locator.isDisabled()).toBe(false);
}

async function expectValue(locator: ReturnType<Page['locator']>, value: string) {
  for (let i = 0; i < 50; i++) {
    if ((await locator.inputValue()) === value) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(await locator.inputValue()).toBe(value);
}

/** A solid-colour PNG, so the upload goes through the browser's real decoder and the gateway's content check. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.from(type, 'ascii');
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head, data])));
    return Buffer.concat([len, head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
