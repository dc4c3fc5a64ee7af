import {
  LORAWAN_SUBJECTS as L, WATER_SUBJECTS as W,
  type CreateIntegrationResponse, type Integration, type LorawanSensorSettings, type PagedList, type RegisterLorawanSensorResponse,
  type ResolveIntegrationResponse, type ResolveLorawanDeviceResponse, type RotateIntegrationResponse, type Sensor, type UnregisteredLorawanDevice,
} from '@inasaku/contracts';
import type { Subscription } from 'nats';
import { eventually, newAccount, suiteHarness, type TestAccount } from '@inasaku/testing';
import { startSensorsHarness, uniqueProductId } from '../test/sensors-harness';
import { hashIntegrationSecret } from '../integrations/integration-secret';

const h = suiteHarness(startSensorsHarness);

const randomEui = (): string => Array.from({ length: 16 }, () => '0123456789ABCDEF'[Math.floor(Math.random() * 16)]).join('');

async function createIntegration(farm: TestAccount, network: 'tts' | 'chirpstack' = 'tts'): Promise<CreateIntegrationResponse> {
  return h.client.call<CreateIntegrationResponse>(W.integrations.create, { network, name: '農場のTTS' }, farm.context());
}

const resolveIntegration = (network: string, secret: string) =>
  h.client.call<ResolveIntegrationResponse>(L.resolveIntegration, { network, secret_sha256: hashIntegrationSecret(secret) });

function collect(subject: string): { seen: unknown[]; sub: Subscription } {
  const seen: unknown[] = [];
  const sub = h.client.nc.subscribe(subject, { callback: (_e, m) => seen.push(m.json()) });
  return { seen, sub };
}

describe('integrations (/api/sensor/integrations…)', () => {
  it('creates an integration whose secret is answered once and stored only as its sha256; the list never shows it', async () => {
    const farm = h.farm();
    const created = await createIntegration(farm, 'chirpstack');
    expect(created.result).toBe('0');
    expect(created.secret).toMatch(/^wli_[A-Za-z0-9_-]{43}$/);
    expect(created.integration).toMatchObject({
      network: 'chirpstack', name: '農場のTTS', webhook_path: '/v1/integrations/chirpstack', webhook_url: null, webhook_port: 3110, revoked_at: null, rotated_at: null,
    });
    const [row] = await h.sql<{ secret_sha256: string }>('SELECT secret_sha256 FROM water.integrations WHERE id = $1', [created.integration.integration_id]);
    expect(row.secret_sha256).toBe(hashIntegrationSecret(created.secret));
    const dump = JSON.stringify(await h.sql('SELECT * FROM water.integrations'));
    expect(dump).not.toContain(created.secret);
    const list = await h.client.call<PagedList<Integration>>(W.integrations.list, {}, farm.context());
    expect(list.total_count).toBe(1);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    expect(list.list[0]).toEqual(created.integration);
  });

  it('resolves by secret to its own account only; the wrong network, a rotated and a revoked secret resolve to nothing', async () => {
    const a = h.farm();
    const b = h.farm();
    const ia = await createIntegration(a);
    const ib = await createIntegration(b);
    expect((await resolveIntegration('tts', ia.secret)).integration).toEqual({ id: ia.integration.integration_id, account_id: a.accountId, network: 'tts' });
    expect((await resolveIntegration('tts', ib.secret)).integration).toEqual({ id: ib.integration.integration_id, account_id: b.accountId, network: 'tts' });
    expect((await resolveIntegration('chirpstack', ia.secret)).integration).toBeNull();
    expect((await resolveIntegration('tts', 'wli_not-a-secret')).integration).toBeNull();
    expect((await h.client.call<ResolveIntegrationResponse>(L.resolveIntegration, { network: 'tts', secret_sha256: 'x' })).integration).toBeNull();

    const changed = collect(L.integrationChanged);
    const rotated = await h.client.call<RotateIntegrationResponse>(W.integrations.rotate, { integration_id: ia.integration.integration_id }, a.context());
    expect(rotated.secret).not.toBe(ia.secret);
    expect(rotated.integration.rotated_at).not.toBeNull();
    expect((await resolveIntegration('tts', ia.secret)).integration).toBeNull();
    expect((await resolveIntegration('tts', rotated.secret)).integration?.account_id).toBe(a.accountId);

    const revoked = await h.client.call<{ integration: Integration }>(W.integrations.revoke, { integration_id: ia.integration.integration_id }, a.context());
    expect(revoked.integration.revoked_at).not.toBeNull();
    expect((await resolveIntegration('tts', rotated.secret)).integration).toBeNull();
    // a revoked integration cannot be given a new secret
    expect(await h.client.callError(W.integrations.rotate, { integration_id: ia.integration.integration_id }, a.context()))
      .toMatchObject({ statusCode: 409, message: 'この連携は失効しています。' });
    expect(await eventually(async () => changed.seen.length === 2)).toBe(true);
    expect(changed.seen).toEqual([{ integration_id: ia.integration.integration_id }, { integration_id: ia.integration.integration_id }]);
    changed.sub.unsubscribe();
  });

  it('another account\'s integration is 404 for rotate and revoke and stays usable', async () => {
    const a = h.farm();
    const other = h.farm();
    const ia = await createIntegration(a);
    for (const subject of [W.integrations.rotate, W.integrations.revoke]) {
      expect(await h.client.callError(subject, { integration_id: ia.integration.integration_id }, other.context()))
        .toMatchObject({ statusCode: 404, message: '連携が見つかりません。' });
    }
    expect((await h.client.call<PagedList<Integration>>(W.integrations.list, {}, other.context())).total_count).toBe(0);
    expect((await resolveIntegration('tts', ia.secret)).integration?.account_id).toBe(a.accountId);
  });

  it('a read-only plan, a past year and an account without the water feature cannot create; bad input is 400 in Japanese', async () => {
    const farm = h.farm();
    expect(await h.client.callError(W.integrations.create, { network: 'tts' }, farm.context({ planType: 2 })))
      .toMatchObject({ statusCode: 403, message: 'ご利用期間が終了しているため、データを変更できません。' });
    expect(await h.client.callError(W.integrations.create, { network: 'tts' }, farm.context({ pastYear: true })))
      .toMatchObject({ statusCode: 403, message: '過去の年度のデータは変更できません。' });
    const plain = newAccount();
    expect(await h.client.callError(W.integrations.create, { network: 'tts' }, plain.context()))
      .toMatchObject({ statusCode: 403, message: 'この機能は現在ご利用いただけません。' });
    expect(await h.client.callError(W.integrations.create, { network: 'loriot' }, farm.context()))
      .toMatchObject({ statusCode: 400, message: '接続先はThe Things StackまたはChirpStackを選択してください。' });
    expect(await h.client.callError(W.integrations.rotate, { integration_id: 'x' }, farm.context()))
      .toMatchObject({ statusCode: 400, message: '連携IDが正しくありません。' });
    expect(await h.sql('SELECT 1 FROM water.integrations')).toHaveLength(0);
  });
});

describe('LoRaWAN sensors and 未登録のデバイス', () => {
  it('an unknown DevEUI of a known integration becomes a 未登録のデバイス entry; registering it from there removes the entry and resolves the sensor', async () => {
    const farm = h.farm();
    const integration = (await createIntegration(farm)).integration;
    const eui = randomEui();
    const ask = (extra: Record<string, unknown> = {}) => h.client.call<ResolveLorawanDeviceResponse>(L.resolveDevice, {
      integration_id: integration.integration_id, account_id: farm.accountId, dev_eui: eui, device_name: 'paddy-north', ...extra,
    });
    expect((await ask({ sample: { distance: 812, battery: 97, nested: { temp: 21.5 }, raw: [1, 2] } })).sensor).toBeNull();
    expect((await ask({ device_name: undefined, sample: undefined })).sensor).toBeNull();
    const list = await h.client.call<PagedList<UnregisteredLorawanDevice>>(W.lorawanSensors.unregistered, {}, farm.context());
    expect(list.total_count).toBe(1);
    expect(list.list[0]).toMatchObject({
      dev_eui: eui, device_name: 'paddy-north', integration_id: integration.integration_id, network: 'tts', uplinks: 2,
      sample: { distance: 812, battery: 97, 'nested.temp': 21.5 },
    });
    expect(list.list[0].last_seen_at).toMatch(/\+09:00$/);
    // another account sees none of it
    expect((await h.client.call<PagedList<UnregisteredLorawanDevice>>(W.lorawanSensors.unregistered, {}, h.farm().context())).total_count).toBe(0);

    const changed = collect(L.deviceChanged);
    const pid = uniqueProductId('LW');
    const registered = await h.client.call<RegisterLorawanSensorResponse>(W.lorawanSensors.register, {
      sensor_id: pid, sensor_name: '北田', lat: 36.2, lon: 138.3, dev_eui: eui.toLowerCase().replace(/(..)(?!$)/g, '$1-'),
      level_key: 'distance', level_unit: 'mm', mount_height_cm: 120,
    }, farm.context());
    expect(registered.result).toBe('0');
    expect(registered.sensor).toMatchObject({ sensor_id: pid, sensor_name: '北田', status: '9' });
    expect(registered.settings).toEqual({
      sensor_id: pid, dev_eui: eui,
      decoding: { level_key: 'distance', level_unit: 'mm', temperature_key: 'temperature', battery_key: 'battery', mount_height_cm: 120 },
    });
    const [row] = await h.sql<{ token_sha256: string | null; connection_type: string; dev_eui: string }>(
      'SELECT token_sha256, connection_type, dev_eui FROM water.sensors WHERE product_id = $1', [pid],
    );
    expect(row).toEqual({ token_sha256: null, connection_type: 'lorawan', dev_eui: eui });
    // the screen offers no token for it, and neither does the service
    expect(await h.client.callError(W.sensors.rotateToken, { sensor_id: pid }, farm.context()))
      .toMatchObject({ statusCode: 400, message: 'LoRaWANのセンサーにはデバイストークンがありません。ネットワークサーバーの連携を使ってください。' });
    expect((await h.sql<{ token_sha256: string | null }>('SELECT token_sha256 FROM water.sensors WHERE product_id = $1', [pid]))[0].token_sha256).toBeNull();
    expect((await h.client.call<PagedList<UnregisteredLorawanDevice>>(W.lorawanSensors.unregistered, {}, farm.context())).total_count).toBe(0);
    expect(await eventually(async () => changed.seen.length === 1)).toBe(true);
    expect(changed.seen[0]).toEqual({ dev_eui: eui });

    const resolved = await ask();
    expect(resolved.sensor).toMatchObject({ account_id: farm.accountId, sensor_id: pid, dev_eui: eui, decoding: registered.settings!.decoding });
    expect(resolved.sensor!.id).toMatch(/^[0-9a-f-]{36}$/);
    // the sensor is on the map like any other
    const map = await h.client.call<PagedList<Sensor>>(W.sensors.list, {}, farm.context());
    expect(map.list.map((s) => s.sensor_id)).toEqual([pid]);

    // the decoding map is editable; the change is announced
    const updated = await h.client.call<{ settings: LorawanSensorSettings }>(W.lorawanSensors.update, { sensor_id: pid, level_unit: 'cm', mount_height_cm: null }, farm.context());
    expect(updated.settings.decoding).toEqual({ level_key: 'distance', level_unit: 'cm', temperature_key: 'temperature', battery_key: 'battery', mount_height_cm: null });
    expect(await eventually(async () => changed.seen.length === 2)).toBe(true);
    changed.sub.unsubscribe();
  });

  it('a LoRaWAN sensor shows its readings on the map like any sensor; deleting it announces its DevEUI and frees it', async () => {
    const farm = h.farm();
    const pid = uniqueProductId('LW');
    const eui = randomEui();
    await h.client.call(W.lorawanSensors.register, { sensor_id: pid, lat: 36, lon: 138, dev_eui: eui }, farm.context());
    const [{ id }] = await h.sql<{ id: string }>('SELECT id FROM water.sensors WHERE product_id = $1', [pid]);
    await h.send({ id, accountId: farm.accountId }, [{ at: new Date(Date.now() - 60_000), level: 6.5, temp: 19, battery: 88 }]);
    expect(await eventually(async () => (await h.rows(pid)) === 1)).toBe(true);
    const map = await h.client.call<PagedList<Sensor>>(W.sensors.list, {}, farm.context());
    expect(map.list[0]).toMatchObject({ sensor_id: pid, status: '0', water_level: 6.5, water_temperature: 19, battery: 88 });

    const changed = collect(L.deviceChanged);
    await h.client.call(W.sensors.delete, { sensor_id: pid }, farm.context());
    expect(await eventually(async () => changed.seen.some((e) => (e as { dev_eui: string }).dev_eui === eui))).toBe(true);
    changed.sub.unsubscribe();
    const again = await h.client.call<RegisterLorawanSensorResponse>(W.lorawanSensors.register, { sensor_id: uniqueProductId('LW'), lat: 36, lon: 138, dev_eui: eui }, h.farm().context());
    expect(again.result).toBe('0');
  });

  it('uses the defaults that fit common decoders when no decoding map is given', async () => {
    const farm = h.farm();
    const pid = uniqueProductId('LW');
    const r = await h.client.call<RegisterLorawanSensorResponse>(W.lorawanSensors.register, { sensor_id: pid, lat: 36, lon: 138, dev_eui: randomEui() }, farm.context());
    expect(r.settings!.decoding).toEqual({ level_key: 'water_level', level_unit: 'cm', temperature_key: 'temperature', battery_key: 'battery', mount_height_cm: null });
    expect(await h.client.call<LorawanSensorSettings>(W.lorawanSensors.get, { sensor_id: pid }, farm.context())).toEqual(r.settings);
  });

  it('a DevEUI is unique over all accounts, 16 hex digits, with Japanese messages; nothing is written on a refusal', async () => {
    const a = h.farm();
    const b = h.farm();
    const eui = randomEui();
    await h.client.call(W.lorawanSensors.register, { sensor_id: uniqueProductId('LW'), lat: 36, lon: 138, dev_eui: eui }, a.context());
    expect(await h.client.call(W.lorawanSensors.register, { sensor_id: uniqueProductId('LW'), lat: 36, lon: 138, dev_eui: eui.toLowerCase() }, b.context()))
      .toEqual({ result: '9', message: 'このDevEUIは既に登録されています。' });
    const pid = uniqueProductId('LW');
    await h.register(a, pid);
    expect(await h.client.call(W.lorawanSensors.register, { sensor_id: pid, lat: 36, lon: 138, dev_eui: randomEui() }, b.context()))
      .toEqual({ result: '9', message: 'この製品IDは既に登録されています。' });
    for (const [bad, message] of [
      ['70B3D57ED00001', 'DevEUIは16桁の16進数（0〜9、A〜F）で入力してください。'],
      ['70B3D57ED000012G', 'DevEUIは16桁の16進数（0〜9、A〜F）で入力してください。'],
      ['', 'DevEUIは必須項目です。'],
    ]) {
      expect(await h.client.callError(W.lorawanSensors.register, { sensor_id: uniqueProductId('LW'), lat: 36, lon: 138, dev_eui: bad }, a.context()))
        .toMatchObject({ statusCode: 400, message, field: 'dev_eui' });
    }
    expect(await h.client.callError(W.lorawanSensors.register, { sensor_id: uniqueProductId('LW'), lat: 36, lon: 138, dev_eui: randomEui(), level_unit: 'ft' }, a.context()))
      .toMatchObject({ statusCode: 400, message: '水位の単位はmm、cm、mのいずれかを選択してください。' });
    expect(await h.client.callError(W.lorawanSensors.register, { sensor_id: uniqueProductId('LW'), lat: 36, lon: 138, dev_eui: randomEui(), mount_height_cm: -5 }, a.context()))
      .toMatchObject({ statusCode: 400, message: '取付高さは0より大きく1000以下の数値（cm）で入力してください。' });
    expect(await h.client.callError(W.lorawanSensors.register, { sensor_id: uniqueProductId('LW'), lat: 36, lon: 138, dev_eui: randomEui(), level_key: 'a b' }, a.context()))
      .toMatchObject({ statusCode: 400, message: 'キーは英数字と _ - . の100文字以内で入力してください。' });
    const [{ n }] = await h.sql<{ n: number }>("SELECT count(*)::int AS n FROM water.sensors WHERE connection_type = 'lorawan'");
    expect(n).toBe(1);
  });

  it('tenant isolation: another account\'s LoRaWAN sensor and entries are not found, and its integration records nothing for this account', async () => {
    const a = h.farm();
    const b = h.farm();
    const ia = (await createIntegration(a)).integration;
    const pid = uniqueProductId('LW');
    const eui = randomEui();
    await h.client.call(W.lorawanSensors.register, { sensor_id: pid, lat: 36, lon: 138, dev_eui: eui }, a.context());
    expect((await h.client.callError(W.lorawanSensors.get, { sensor_id: pid }, b.context())).statusCode).toBe(404);
    expect((await h.client.callError(W.lorawanSensors.update, { sensor_id: pid, level_unit: 'm' }, b.context())).statusCode).toBe(404);
    // b's integration asking for a's DevEUI does not get a's sensor, is told it is another account's, and records nothing
    const ib = (await createIntegration(b)).integration;
    expect(await h.client.call<ResolveLorawanDeviceResponse>(L.resolveDevice, { integration_id: ib.integration_id, account_id: b.accountId, dev_eui: eui }))
      .toEqual({ sensor: null, other_account: true });
    expect(await h.sql('SELECT 1 FROM water.lorawan_unregistered WHERE dev_eui = $1', [eui])).toHaveLength(0);
    // an integration id named with the wrong account records nothing
    const unknown = randomEui();
    await h.client.call(L.resolveDevice, { integration_id: ia.integration_id, account_id: b.accountId, dev_eui: unknown });
    expect(await h.sql('SELECT 1 FROM water.lorawan_unregistered WHERE dev_eui = $1', [unknown])).toHaveLength(0);
    // a revoked integration records nothing either
    await h.client.call(W.integrations.revoke, { integration_id: ia.integration_id }, a.context());
    await h.client.call(L.resolveDevice, { integration_id: ia.integration_id, account_id: a.accountId, dev_eui: unknown });
    expect(await h.sql('SELECT 1 FROM water.lorawan_unregistered WHERE dev_eui = $1', [unknown])).toHaveLength(0);
    expect((await h.client.callError(W.lorawanSensors.deleteUnregistered, { dev_eui: unknown }, a.context())).statusCode).toBe(404);
  });

  it('a status report updates only its own account\'s LoRaWAN sensor battery; an externally powered one leaves it', async () => {
    const farm = h.farm();
    const pid = uniqueProductId('LW');
    await h.client.call(W.lorawanSensors.register, { sensor_id: pid, lat: 36, lon: 138, dev_eui: randomEui() }, farm.context());
    const [{ id }] = await h.sql<{ id: string }>('SELECT id FROM water.sensors WHERE product_id = $1', [pid]);
    const publish = (payload: unknown) => h.client.nc.publish(L.statusReported, JSON.stringify(payload));
    const report = { sensor_id: id, battery: 41, margin: 7, external_power_source: false, received_at: new Date().toISOString() };
    publish({ ...report, account_id: h.farm().accountId, battery: 5 });
    publish({ ...report, account_id: farm.accountId });
    expect(await eventually(async () => {
      const [row] = await h.sql<{ last_battery: number | null }>('SELECT last_battery FROM water.sensors WHERE id = $1', [id]);
      return row.last_battery === 41;
    })).toBe(true);
    // an externally powered device's report leaves the battery alone
    publish({ ...report, account_id: farm.accountId, battery: 0, external_power_source: true });
    await new Promise((r) => setTimeout(r, 300));
    const map = await h.client.call<PagedList<Sensor>>(W.sensors.list, {}, farm.context());
    expect(map.list[0].battery).toBe(41);
  });
});
