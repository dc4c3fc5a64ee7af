import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SESSION_COOKIES } from '@inasaku/contracts';
import { BASE_URL, db, apiCall, launch, passwordFromOutbox, screenshot, seeText, signIn, signUpByApi, skipOnboarding, uniqueEmail } from './support';

/**
 * The account screens of mfe-account: users (root adds, the new user signs in with the
 * mailed temporary password and cannot add users), personal settings, inquiry, the restricted
 * menu of an expired account, the paid plan on the desktop and on the phone (every completion
 * state), and leaving (the e-mail can sign up again).
 */
const PASSWORD = 'Tanbo2026';
const NEW_PASSWORD = 'Inekari2026';

const MESSAGES = {
  success: '申込が完了いたしました。',
  alreadyApplied: '既に申込済みです。',
  contracted: '有料プランご契約中です。',
  failed: '申込ができませんでした。再度申込を行なってください。',
  cardReadFailed: 'カード情報の読み込みに失敗しました。再度申込を行なってください。',
  notRoot: 'このログインユーザでのお申し込みはできません。アカウントを登録したユーザでログインし直してください。',
};

/** Lets validation and dialog animations settle so that a screenshot shows the final state. */
async function settledShot(page: Page, name: string) {
  await page.waitForTimeout(700);
  await screenshot(page, name);
}

const tid = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** Ends the free period of the account of `email` (plan type 2 from the next token on). */
async function expireFreePeriod(email: string): Promise<void> {
  await db((c) =>
    c.query(
      `UPDATE account.accounts SET paying_end_datetime = now() - interval '1 day'
        WHERE account_id = (SELECT account_id FROM account.users WHERE email = $1)`,
      [email],
    ),
  );
}

async function openSubmenu(page: Page, title: string) {
  const sub = page.locator('.ant-menu-submenu').filter({ has: page.locator('.ant-menu-submenu-title', { hasText: title }) }).first();
  if (!((await sub.getAttribute('class')) ?? '').includes('ant-menu-submenu-open')) {
    await sub.locator('.ant-menu-submenu-title').first().click();
    await page.waitForTimeout(300);
  }
}

async function menuDisabled(page: Page, key: string): Promise<boolean> {
  const item = page.locator(`[data-menu="${key}"]`).first();
  const cls = (await item.getAttribute('class')) ?? '';
  return cls.includes('disabled') || (await item.getAttribute('aria-disabled')) === 'true';
}

async function openPersonalSettings(page: Page) {
  await tid(page, 'user-menu').click();
  await page.getByText('個人設定', { exact: true }).click();
  await tid(page, 'personal-settings').waitFor();
}

async function signedIn(page: Page): Promise<boolean> {
  const res = await page.request.get(`${BASE_URL}/auth/me`, { headers: { 'X-Requested-With': 'e2e' } });
  return res.ok();
}

/** The completion screen signs out as it opens: wait until the session is gone. */
async function signedOutSoon(page: Page, timeout = 10000): Promise<void> {
  const until = Date.now() + timeout;
  while (await signedIn(page)) {
    if (Date.now() > until) throw new Error('still signed in');
    await page.waitForTimeout(250);
  }
}

/** Consents ticked, one test card chosen, 申し込む. */
async function applyWith(page: Page, card: 'success' | 'declined' | '3ds') {
  const terms = page.locator('#consent-terms');
  if (!(await terms.isChecked())) await terms.check();
  const privacy = page.locator('#consent-privacy');
  if (!(await privacy.isChecked())) await privacy.check();
  await tid(page, `test-card-${card}`).check();
  await tid(page, 'payment-submit').click();
}

describe('account: users, settings, inquiry, paid plan, leaving', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function newPage(options: { mobile?: boolean } = {}): Promise<Page> {
    const context = await browser.newContext({
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
      ...(options.mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 860 } }),
    });
    contexts.push(context);
    return context.newPage();
  }

  /** A new account (signed up through the API) signed in on a desktop page of its own. */
  async function signedInAs(root: string): Promise<Page> {
    await signUpByApi(root, PASSWORD);
    const page = await newPage();
    await signIn(page, root, PASSWORD);
    return page;
  }

  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(async () => {
    while (contexts.length) await contexts.pop()!.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the root user adds a user, who signs in with the mailed temporary password, sets a new one and cannot add users', async () => {
    const root = uniqueEmail('users-root');
    const member = uniqueEmail('users-member');
    const page = await signedInAs(root);

    await openSubmenu(page, '設定');
    await page.locator('[data-menu="settings-users"]').click();
    await tid(page, 'user-row').first().waitFor();
    await screenshot(page, 'account-01-users-root');

    const since = Date.now() - 1000;
    await tid(page, 'user-add').click();
    await tid(page, 'user-detail').waitFor();
    await page.locator('input#email').fill(member);
    await page.locator('input#display_name').fill('佐藤花子');
    await tid(page, 'user-color-64B5F6').click();
    await settledShot(page, 'account-02-user-add');
    await tid(page, 'user-save').click();
    await seeText(page, `${member} 宛てに仮パスワードをお送りしました。初回サインイン時に新しいパスワードの設定が必要です。`);
    await settledShot(page, 'account-03-user-added');
    await page.locator('.ant-modal').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/users');
    const memberRow = tid(page, 'user-row').filter({ hasText: member });
    await memberRow.waitFor();
    expect(await memberRow.innerText()).toContain('仮パスワード');

    // The new user: temporary password from the mail, then a new one.
    const temporary = await passwordFromOutbox(member, since);
    const memberPage = await newPage();
    await skipOnboarding(memberPage);
    await memberPage.goto(`${BASE_URL}/`);
    await memberPage.locator('input#email').fill(member);
    await memberPage.locator('input#password').fill(temporary);
    await memberPage.getByRole('button', { name: 'サインイン' }).click();
    await memberPage.getByText('新しいパスワードの設定').first().waitFor();
    await memberPage.locator('input#new_password').fill(NEW_PASSWORD);
    await memberPage.locator('input#new_password_confirm').fill(NEW_PASSWORD);
    await settledShot(memberPage, 'account-04-member-new-password');
    await memberPage.getByRole('button', { name: 'パスワードを設定' }).click();
    await memberPage.locator('[data-menu="dashboard"]').waitFor({ timeout: 20000 });

    // No add button; someone else's record is read-only; one's own is editable, never deletable.
    await memberPage.goto(`${BASE_URL}/users`);
    await tid(memberPage, 'user-row').nth(1).waitFor();
    expect(await tid(memberPage, 'user-add').count()).toBe(0);
    await screenshot(memberPage, 'account-05-users-member');
    await tid(memberPage, 'user-row').filter({ hasText: root }).click();
    await tid(memberPage, 'user-detail-notice').waitFor();
    expect(await tid(memberPage, 'user-save').isDisabled()).toBe(true);
    expect(await tid(memberPage, 'user-delete').isDisabled()).toBe(true);
    await screenshot(memberPage, 'account-06-member-views-root');
    await tid(memberPage, 'user-cancel').click();
    await tid(memberPage, 'user-row').filter({ hasText: member }).click();
    await memberPage.locator('input#display_name').fill('佐藤はなこ');
    expect(await tid(memberPage, 'user-delete').isDisabled()).toBe(true);
    await tid(memberPage, 'user-save').click();
    await seeText(memberPage, '変更を保存しました。');
    await memberPage.waitForURL('**/users');
    await tid(memberPage, 'user-row').filter({ hasText: '佐藤はなこ' }).waitFor();
    // The server refuses too: a non-root user cannot add users.
    await expect(apiCall(memberPage, 'POST', '/adminCreateUser', { email: uniqueEmail('x'), displayName: 'x' })).rejects.toThrow(/403/);

    // Personal settings of a user who is not the root user: no way to delete the account.
    await openPersonalSettings(memberPage);
    expect(await tid(memberPage, 'delete-account-link').isDisabled()).toBe(true);

    // The root user deletes the member (削除しますか？).
    await page.reload();
    await memberRow.click();
    await tid(page, 'user-delete').click();
    await page.getByText('削除しますか？').waitFor();
    await page.locator('.ant-modal').getByRole('button', { name: 'はい' }).click();
    await seeText(page, 'ユーザーを削除しました。');
    await page.waitForURL('**/users');
    await tid(page, 'user-row').first().waitFor();
    expect(await tid(page, 'user-row').filter({ hasText: member }).count()).toBe(0);

    // The member's open session ends at once, not when the access token would expire: even a
    // service that trusts the token (the fields service does not look users up) is not reached.
    let status = 200;
    for (let i = 0; i < 50 && status !== 401; i++) {
      status = await memberPage.evaluate(() => fetch('/inasaku/paddy-fields').then((r) => r.status));
      if (status !== 401) await memberPage.waitForTimeout(100);
    }
    expect(status).toBe(401);
    await memberPage.goto(`${BASE_URL}/dashboard`);
    await memberPage.locator('input#email').waitFor();
  });

  it('personal settings change the display name and the password; the inquiry is sent', async () => {
    const root = uniqueEmail('personal');
    const page = await signedInAs(root);

    await openPersonalSettings(page);
    await page.locator('input#display_name').fill('山田農園');
    await tid(page, 'personal-display-name-save').click();
    await seeText(page, 'プロフィールを変更しました。');
    // The header follows once the shell has fetched the user again.
    await tid(page, 'user-menu').getByText('山田農園').waitFor();

    await page.locator('input#current_password').fill('Wrong1234');
    await page.locator('input#new_password').fill(NEW_PASSWORD);
    await page.locator('input#new_password_confirm').fill(NEW_PASSWORD);
    await tid(page, 'password-save').click();
    await seeText(page, '現在のパスワードが正しくありません。');
    await settledShot(page, 'account-07-personal-settings-wrong-password');
    await page.locator('input#current_password').fill(PASSWORD);
    await tid(page, 'password-save').click();
    // The server checks the old password and hashes the new one: slow on a busy machine.
    await seeText(page, 'パスワードを変更しました。', 30000);
    expect(await tid(page, 'delete-account-link').isDisabled()).toBe(false);

    await page.locator('[data-menu="inquiry"]').click();
    await tid(page, 'inquiry').waitFor();
    await page.locator('#comment').fill('水位センサーを追加したいのですが、どこで購入できますか。');
    await settledShot(page, 'account-08-inquiry');
    await tid(page, 'inquiry-submit').click();
    await seeText(page, 'お問い合わせを送信しました。');
    await page.waitForURL('**/dashboard');
  });

  it('an expired account shows the restricted menu and applies for the paid plan on the desktop', async () => {
    const root = uniqueEmail('expired');
    // The account is created at the first sign-in; expire it, then sign in again for a token of plan 2.
    const page = await signedInAs(root);
    await expireFreePeriod(root);
    // Sign-out is final at once: the access token it ended is refused on the very next request.
    const accessCookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIES.access);
    expect(accessCookie).toBeDefined();
    await apiCall(page, 'POST', '/auth/sign-out');
    const replay = await fetch(`${BASE_URL}/auth/me`, { headers: { Cookie: `${SESSION_COOKIES.access}=${accessCookie?.value}` } });
    expect(replay.status).toBe(401);
    await signIn(page, root, PASSWORD);

    await openSubmenu(page, '設定');
    expect(await menuDisabled(page, 'dashboard')).toBe(false);
    expect(await menuDisabled(page, 'inquiry')).toBe(false);
    expect(await menuDisabled(page, 'settings-markers')).toBe(false);
    expect(await menuDisabled(page, 'paddy-map')).toBe(true);
    expect(await menuDisabled(page, 'work-input')).toBe(true);
    expect(await menuDisabled(page, 'settings-users')).toBe(true);
    expect(await tid(page, 'paid-plan-button').isDisabled()).toBe(false);
    await screenshot(page, 'account-09-expired-menu');

    await tid(page, 'paid-plan-button').click();
    await page.waitForURL('**/payment');
    await tid(page, 'test-mode-badge').waitFor();
    expect(await tid(page, 'payment-submit').isDisabled()).toBe(true);
    expect(await tid(page, 'test-card-success').isDisabled()).toBe(true);
    await screenshot(page, 'account-10-payment');

    await applyWith(page, 'declined');
    await seeText(page, MESSAGES.failed);
    await settledShot(page, 'account-11-payment-declined');
    await applyWith(page, '3ds');
    await seeText(page, MESSAGES.cardReadFailed);

    await applyWith(page, 'success');
    await seeText(page, MESSAGES.success, 20000);
    // The session now carries the paid plan: the whole menu is back, the apply button gone.
    await page.waitForFunction(() => !document.querySelector('[data-testid="paid-plan-button"]'), undefined, { timeout: 15000 });
    await screenshot(page, 'account-12-payment-success');
    expect(await menuDisabled(page, 'work-input')).toBe(false);
    expect(await menuDisabled(page, 'paddy-map')).toBe(false);

    await page.goto(`${BASE_URL}/payment`);
    await seeText(page, MESSAGES.contracted);
    await screenshot(page, 'account-13-payment-contracted');
  });

  it('the mobile flow signs in there and reaches the error, success and already states', async () => {
    const root = uniqueEmail('mobile');
    await signUpByApi(root, PASSWORD);
    const page = await newPage({ mobile: true });
    const mobileSignIn = async () => {
      await page.locator('input#email').fill(root);
      await page.locator('input#password').fill(PASSWORD);
      await tid(page, 'mobile-sign-in').click();
    };

    await page.goto(`${BASE_URL}/mobile`);
    await tid(page, 'mobile-sign-in').waitFor();
    await screenshot(page, 'account-14-mobile-sign-in');
    await mobileSignIn();
    await tid(page, 'payment-consents').waitFor();
    await screenshot(page, 'account-15-mobile-payment');

    // Error: stays signed in, with a retry.
    await applyWith(page, 'declined');
    await page.locator('[data-testid="mobile-payment-complete"][data-state="error"]').waitFor();
    await seeText(page, MESSAGES.failed);
    await screenshot(page, 'account-16-mobile-complete-error');
    expect(await signedIn(page)).toBe(true);
    await tid(page, 'complete-retry').click();

    // A card that cannot be read stays on the page.
    await applyWith(page, '3ds');
    await seeText(page, MESSAGES.cardReadFailed);
    expect(page.url()).toContain('/mobile/payment');
    expect(await tid(page, 'test-card-3ds').isChecked()).toBe(false);

    // Success: signed out as the screen opens.
    await applyWith(page, 'success');
    await page.locator('[data-testid="mobile-payment-complete"][data-state="success"]').waitFor({ timeout: 20000 });
    await seeText(page, MESSAGES.success);
    await screenshot(page, 'account-17-mobile-complete-success');
    await signedOutSoon(page);

    // Back again: sign in, already on contract.
    await page.goto(`${BASE_URL}/mobile/payment`);
    await tid(page, 'mobile-sign-in').waitFor();
    await mobileSignIn();
    await page.locator('[data-testid="mobile-payment-complete"][data-state="already"]').waitFor();
    await seeText(page, MESSAGES.contracted);
    await screenshot(page, 'account-18-mobile-complete-already');
    await signedOutSoon(page);

    // Login log (spec 001 §7): view, start, success, failure (the declined card).
    const logs = await db((c) => c.query<{ ope: string }>('SELECT ope FROM account.login_logs WHERE addr = $1', [root]));
    expect(new Set(logs.rows.map((r) => r.ope))).toEqual(new Set(['4', '5', '6', '7']));
  });

  it('the mobile flow answers 既に申込済みです。 when the plan was applied for meanwhile, and Retry for a user who is not the root user', async () => {
    const root = uniqueEmail('mobile-root');
    const member = uniqueEmail('mobile-member');
    await signUpByApi(root, PASSWORD);
    const page = await newPage({ mobile: true });
    await page.goto(`${BASE_URL}/mobile/payment`);
    await page.locator('input#email').fill(root);
    await page.locator('input#password').fill(PASSWORD);
    await tid(page, 'mobile-sign-in').click();
    await tid(page, 'payment-consents').waitFor();

    const since = Date.now() - 1000;
    await apiCall(page, 'POST', '/adminCreateUser', { email: member, displayName: '鈴木' });

    // A user who is not the root user, on another phone: sets the temporary password aside, then Retry.
    const temporary = await passwordFromOutbox(member, since);
    const other = await newPage({ mobile: true });
    await other.goto(`${BASE_URL}/mobile/payment`);
    await other.locator('input#email').fill(member);
    await other.locator('input#password').fill(temporary);
    await tid(other, 'mobile-sign-in').click();
    await other.locator('input#new_password').fill(NEW_PASSWORD);
    await other.locator('input#new_password_confirm').fill(NEW_PASSWORD);
    await settledShot(other, 'account-19-mobile-new-password');
    await tid(other, 'mobile-new-password').click();
    await other.locator('[data-testid="mobile-payment-complete"][data-state="retry"]').waitFor({ timeout: 20000 });
    await seeText(other, MESSAGES.notRoot);
    await screenshot(other, 'account-20-mobile-complete-retry');
    await signedOutSoon(other);
    await tid(other, 'complete-back-to-login').click();
    await tid(other, 'mobile-sign-in').waitFor();

    // Another device of the root user applies first: this page's application is answered with status 201.
    await apiCall(page, 'POST', '/api/payment', { card_token: 'tok_sandbox_success' });
    await applyWith(page, 'success');
    await page.locator('[data-testid="mobile-payment-complete"][data-state="already"]').waitFor({ timeout: 20000 });
    await seeText(page, MESSAGES.alreadyApplied);
    await screenshot(page, 'account-21-mobile-complete-already-applied');
    await signedOutSoon(page);
  });

  it('deleting the account signs out, and the e-mail can sign up again', async () => {
    const root = uniqueEmail('leave');
    const page = await signedInAs(root);

    await openPersonalSettings(page);
    await tid(page, 'delete-account-link').click();
    await tid(page, 'delete-account').waitFor();
    await page.locator('#comment').fill('離農するため');
    await screenshot(page, 'account-22-delete-account');
    await tid(page, 'delete-account-cancel').click();
    await tid(page, 'personal-settings').waitFor();
    await tid(page, 'delete-account-link').click();
    await page.locator('#comment').fill('離農するため');
    await tid(page, 'delete-account-submit').click();
    await page.getByText('退会しますか？').waitFor();
    await settledShot(page, 'account-23-delete-account-confirm');
    await page.locator('.ant-modal').getByRole('button', { name: 'はい' }).click();
    await seeText(page, '退会手続きが完了しました。ご利用ありがとうございました。', 20000);
    await page.locator('.ant-modal').getByRole('button', { name: 'OK' }).click();
    await page.locator('input#email').waitFor({ timeout: 20000 });
    expect(await signedIn(page)).toBe(false);
    await screenshot(page, 'account-24-after-leaving');

    await signUpByApi(root, PASSWORD);
    await signIn(page, root, PASSWORD);
  });
});
