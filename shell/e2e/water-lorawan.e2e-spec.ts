import type { Integration, Sensor, SensorReading } from '@inasaku/contracts';
import type { Browser, Page } from 'playwright-core';
import { apiCall, launch, screenshot, seeText, uniqueEmail, viewportScreenshot, waitUntil, signedInPage, waterAccount } from './support';

// LoRaWAN sensors through a network server (The Things Stack) in the browser: the farmer creates
// an integration in センサー設置 and reads its webhook URL and secret once; an uplink of a device
// the account has not registered lands in 未登録のデバイス; one click registers it on the map;
// the network server's uplinks (posted as The Things Stack posts them, to the URL shown, with the
// secret as the Authorization header) show its level and status on /water/show and in the
// dashboard's sensor list. Map tiles are answered locally.
const PASSWORD = 'Tanbo2026';
const HOME = { lat: 37.0656, lng: 138.8779 };
const PIN_HEAD = 28;
const STATUS_LABELS: Record<string, string> = { '0': '正常', '1': '警告', '2': '危険', '9': '未連携' };

describe('water LoRaWAN: integration, 未登録のデバイス, one-click registration, uplinks on the map and dashboard', () => {
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail('lorawan');
  const devEui = Array.from({ length: 16 }, () => '0123456789ABCDEF'[Math.floor(Math.random() * 16)]).join('');
  const deviceName = `e2e-paddy-${devEui.slice(-4).toLowerCase()}`;
  let webhookUrl = '';
  let secret = '';

  beforeAll(async () => {
    browser = await launch();
    ({ page } = await signedInPage(browser, email, PASSWORD, { context: { permissions: ['clipboard-read', 'clipboard-write'] } }));
    await waterAccount(page, email, HOME);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const tid = (id: string) => page.locator(`[data-testid="${id}"]`);

  it('creates a The Things Stack integration and reads its webhook URL and secret once', async () => {
    await page.getByText('水管理', { exact: true }).click();
    await page.locator('[data-menu="sensor-add"]').click();
    await page.waitForURL('**/sensor/add');
    await tid('lorawan-open').click();
    await tid('integrations').getByText('連携はまだありません。').waitFor();
    await tid('integration-name').fill('本田圃のTTS');
    await tid('integration-create').click();
    await seeText(page, '連携を作成しました。');
    webhookUrl = await tid('integration-webhook-url').inputValue();
    secret = await tid('integration-secret').inputValue();
    // sensor-ingest's HTTP port on this page's host, The Things Stack's path
    expect(webhookUrl).toMatch(/^http:\/\/localhost:\d+\/v1\/integrations\/tts$/);
    expect(secret).toMatch(/^wli_[A-Za-z0-9_-]{43}$/);
    expect(await tid('integration-header-howto').textContent())
      .toBe('ネットワークサーバーのWebhook設定で、ヘッダー名に「Authorization」、値にこのシークレットを入力してください。');
    await tid('integration-secret-copy').click();
    await seeText(page, 'コピーしました。');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await viewportScreenshot(page, 'water-lorawan-01-integration-secret');
    await tid('integration-secret-close').click();
    await tid('integration-secret').waitFor({ state: 'detached' });

    // Once: the list shows the integration as active but never its secret again.
    const row = tid('integration-row').first();
    await row.getByText('有効').waitFor();
    expect(await page.locator('.ant-drawer').textContent()).not.toContain(secret);
    const list = await apiCall<{ list: Integration[] }>(page, 'GET', '/api/sensor/integrations');
    expect(list.list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(secret);
    await screenshot(page, 'water-lorawan-02-integrations');
  });

  it('an uplink with a wrong secret is 401 and stores nothing; an unknown DevEUI is listed under 未登録のデバイス', async () => {
    const wrong = await postUplink(webhookUrl, 'wli_not-the-secret', uplink(1, 9.5, 0));
    expect(wrong.status).toBe(401);
    const first = await postUplink(webhookUrl, secret, uplink(1, 9.5, 30));
    expect(first.status).toBeLessThan(300);
    await tid('unregistered-reload').click();
    const row = tid('unregistered-row').filter({ hasText: devEui });
    await waitUntil(async () => {
      await tid('unregistered-reload').click();
      return (await row.count()) === 1;
    }, 'the unknown DevEUI to be listed');
    expect(await row.textContent()).toContain(deviceName);
    expect(await row.textContent()).toContain('water_level: 9.5');
    await screenshot(page, 'water-lorawan-03-unregistered');
  });

  it('registers the device from 未登録のデバイス with one click on the map', async () => {
    // The farmer scrolls the map to the device's paddy first: it is put at the map's centre.
    await page.locator('.ant-drawer-close').click();
    // Dragged only once the drawer and its mask are gone: a press on the closing mask moves no map.
    await page.locator('.ant-drawer-mask').first().waitFor({ state: 'hidden' }).catch(() => undefined);
    await page.locator('.ant-drawer-content-wrapper').first().waitFor({ state: 'hidden' }).catch(() => undefined);
    const box = (await page.locator('[data-testid="sensor-add"] .leaflet-container').first().boundingBox())!;
    const [cx, cy] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
    // A drag that a late overlay swallowed leaves the map where it was: drag again until it moved.
    const mapPane = page.locator('[data-testid="sensor-add"] .leaflet-map-pane').first();
    const paneOffset = () => mapPane.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const before = await paneOffset();
    await waitUntil(async () => {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await page.mouse.move(cx - 60, cy - 90, { steps: 8 });
      await page.mouse.up();
      return (await paneOffset()) !== before;
    }, 'the map to follow the drag');
    await tid('lorawan-open').click();
    await tid('unregistered-row').filter({ hasText: devEui }).locator('[data-testid="unregistered-register"]').click();
    await tid('sensor-form').waitFor();
    expect(await tid('sensor-dev-eui').inputValue()).toBe(devEui);
    expect(await tid('sensor-dev-eui').isDisabled()).toBe(true);
    expect(await tid('sensor-id').inputValue()).toBe(deviceName);
    expect(await tid('sensor-level-key').inputValue()).toBe('water_level');
    await tid('sensor-name').fill('北の田（LoRa）');
    await screenshot(page, 'water-lorawan-04-register-form');
    await tid('sensor-save').click();
    await seeText(page, '登録しました。');
    // No device token for a LoRaWAN sensor.
    expect(await tid('device-token').count()).toBe(0);
    const sensors = await apiCall<{ list: Sensor[] }>(page, 'GET', '/api/sensor/all');
    expect(sensors.list.map((s) => [s.sensor_id, s.sensor_name])).toEqual([[deviceName, '北の田（LoRa）']]);
    // South-east of the home position, where the map was scrolled to.
    expect(sensors.list[0].latitude).toBeLessThan(HOME.lat);
    expect(sensors.list[0].longitude).toBeGreaterThan(HOME.lng);
    await screenshot(page, 'water-lorawan-04b-registered-on-map');
    await tid('lorawan-open').click();
    await tid('unregistered-devices').getByText('未登録のデバイスはありません。').waitFor();
    await page.locator('.ant-drawer-close').click();
  });

  it('the network server\'s uplinks (one delivered twice) are stored once each and show on /water/show and in the dashboard list', async () => {
    for (const [fCnt, level, minutesAgo] of [[2, 7.0, 20], [3, 6.2, 10], [4, 5.5, 0]] as const) {
      const res = await postUplink(webhookUrl, secret, uplink(fCnt, level, minutesAgo));
      expect(res.status).toBeLessThan(300);
    }
    // The Things Stack retrying the last one: stored once.
    expect((await postUplink(webhookUrl, secret, uplink(4, 5.5, 0))).status).toBeLessThan(300);
    await waitUntil(async () => {
      const raw = await apiCall<{ list: SensorReading[] }>(page, 'GET', `/api/sensor/raw?sensor_id=${encodeURIComponent(deviceName)}`);
      return raw.list.length === 3 && raw.list[0].water_level === 5.5;
    }, 'the three uplinks to be stored once each');
    const [sensor] = (await apiCall<{ list: Sensor[] }>(page, 'GET', '/api/sensor/all')).list;
    expect(sensor).toMatchObject({ sensor_id: deviceName, water_level: 5.5, water_temperature: 21.5, battery: 93 });
    expect(sensor.status).not.toBe('9');

    await page.locator('[data-menu="dashboard"]').click();
    await page.waitForURL(/\/(dashboard)?$/);
    const row = tid('sensors-widget').locator('[data-testid="sensor-row"]').filter({ hasText: deviceName });
    await row.waitFor({ timeout: 20000 });
    // The list may first show the answer the registration screen kept, then the one it reads again.
    const shows55 = async () => ((await row.textContent()) ?? '').includes('5.5');
    for (const deadline = Date.now() + 20000; !(await shows55()) && Date.now() < deadline; ) await page.waitForTimeout(200);
    expect(await row.textContent()).toContain('5.5');
    await screenshot(page, 'water-lorawan-05-dashboard');

    await row.locator('td').nth(1).click();
    await page.waitForURL(/\/water\/show\?prmLat=.+&prmLng=.+/);
    await page.locator('[data-testid="water-show"] [data-pins-drawn="1"]').waitFor({ timeout: 15000 });
    const box = (await page.locator('[data-testid="water-show"] .leaflet-container').first().boundingBox())!;
    await page.mouse.click(Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2) - PIN_HEAD);
    await tid('sensor-panel').waitFor();
    expect(await tid('sensor-panel-title').textContent()).toBe(`${deviceName}（北の田（LoRa））`);
    expect(await tid('sensor-panel-status').textContent()).toBe(STATUS_LABELS[sensor.status]);
    expect(await tid('sensor-level').textContent()).toBe('5.5');
    expect(await tid('sensor-battery').textContent()).toBe('93');
    await viewportScreenshot(page, 'water-lorawan-06-map-panel');
  });

  /** The Things Stack v3 uplink message (JSON webhook format): empty, zero and false fields left out. */
  function uplink(fCnt: number, level: number, minutesAgo: number) {
    const at = new Date(Math.floor((Date.now() - minutesAgo * 60_000) / 1000) * 1000).toISOString();
    return {
      end_device_ids: {
        device_id: deviceName,
        application_ids: { application_id: 'inasaku-e2e' },
        dev_eui: devEui,
        join_eui: '0000000000000000'.replace(/0/g, '1'),
        dev_addr: '260B1A2B',
      },
      correlation_ids: [`as:up:01E2E${fCnt}${devEui}`, `rpc:/ttn.lorawan.v3.GsNs/HandleUplink:${fCnt}`],
      received_at: at,
      uplink_message: {
        session_key_id: 'AXBSH1Pk6Z0G166lOGvxLg==',
        f_port: 1,
        f_cnt: fCnt,
        frm_payload: 'AAE=',
        decoded_payload: { water_level: level, temperature: 21.5, battery: 93 },
        rx_metadata: [{ gateway_ids: { gateway_id: 'e2e-gateway', eui: 'B827EBFFFE000001' }, rssi: -92, channel_rssi: -92, snr: 6.5 }],
        settings: { data_rate: { lora: { bandwidth: 125000, spreading_factor: 9 } }, frequency: '923200000' },
        received_at: at,
        consumed_airtime: '0.185344s',
        network_ids: { net_id: '000013', tenant_id: 'ttn', cluster_id: 'au1' },
      },
    };
  }
});

/** POST to the webhook URL the screen showed, as The Things Stack does (its Authorization header added by the user). */
async function postUplink(url: string, secret: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: secret, 'User-Agent': 'TTS/3 e2e' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

