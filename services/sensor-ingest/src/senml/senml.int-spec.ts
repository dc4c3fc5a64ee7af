import { eventually } from '@inasaku/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries
// eslint-disable-next-line @nx/enforce-module-boundaries
import { uniqueProductId } from '../../../water/src/test/sensors-harness';
import { readingsOf } from '../integrations/test/lorawan-kit';
import { deviceEdgeForSuite } from '../test/mqtt-device-kit';

const edge = deviceEdgeForSuite();

async function postSenml(token: string, pack: unknown, type = 'application/senml+json') {
  const res = await fetch(`http://127.0.0.1:${edge.ingest.httpPort}/v1/readings`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': type }, body: JSON.stringify(pack) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function sensor(): Promise<{ pid: string; token: string }> {
  const pid = uniqueProductId();
  const { token } = await edge.h.register(edge.h.farm(), pid);
  return { pid, token };
}

const settle = () => new Promise((r) => setTimeout(r, 600));
const nowS = () => Math.floor(Date.now() / 1000);

describe('SenML on POST /v1/readings (Content-Type: application/senml+json)', () => {
  it('base name, base time and base unit; records of one time are one reading; the same pack twice is stored once', async () => {
    const { pid, token } = await sensor();
    const bt = nowS() - 1200;
    const pack = [
      { bn: `urn:dev:${pid}:`, bt, bu: 'm', n: 'water_level', v: 0.052 },
      { n: 'temperature', u: 'Cel', v: 21.5 },
      { n: 'battery', u: '%EL', v: 87 },
      { n: 'water_level', t: 600, v: 0.061 },
    ];
    expect(await postSenml(token, pack)).toEqual({ status: 200, body: { accepted: 4, refused: [] } });
    expect(await postSenml(token, pack, 'application/senml+json; charset=utf-8')).toEqual({ status: 200, body: { accepted: 4, refused: [] } });
    expect(await eventually(async () => (await edge.h.rows(pid)) === 2)).toBe(true);
    await settle();
    expect(await readingsOf(edge.h, pid)).toEqual([
      { measured_at: new Date(bt * 1000), water_level: 5.2, water_temperature: 21.5, battery: 87, signal: null },
      { measured_at: new Date((bt + 600) * 1000), water_level: 6.1, water_temperature: null, battery: null, signal: null },
    ]);
  });

  it('relative times (below 2^28 s) are counted back from now; mm, K and the ratio / become cm, ℃ and %', async () => {
    const { pid, token } = await sensor();
    const before = Date.now();
    const r = await postSenml(token, [
      { bn: 'dev/', n: 'level', u: 'mm', v: 123, t: -300 },
      { n: 'temp', u: 'K', v: 294.65, t: -300 },
      { n: 'battery', u: '/', v: 0.5, t: -300 },
    ]);
    expect(r).toEqual({ status: 200, body: { accepted: 3, refused: [] } });
    expect(await eventually(async () => (await edge.h.rows(pid)) === 1)).toBe(true);
    const [row] = await readingsOf(edge.h, pid);
    expect(row).toMatchObject({ water_level: 12.3, battery: 50 });
    expect(row.water_temperature).toBeCloseTo(21.5, 4);
    expect(Math.abs(row.measured_at.getTime() - (before - 300_000))).toBeLessThan(5_000);
  });

  it('bad records are refused one by one with Japanese reasons; the good ones are stored', async () => {
    const { pid, token } = await sensor();
    const bt = nowS() - 600;
    const r = await postSenml(token, [
      { bn: 'dev:', bt, n: 'water_level', u: 'cm', v: 5 },
      { n: 'water_level', u: 'ft', v: 2, t: 60 },
      { n: 'humidity', u: '%RH', v: 80, t: 60 },
      { n: 'water_level', vs: 'high', t: 120 },
      { n: 'water_level', v: 5000, t: 180 },
      { n: 'temperature', u: 'Cel', v: 20, t: 240 },
      { n: 'water_level', v: 6, t: 300, foo_: 1 },
      { n: 'water_level', v: 7, t: 360 },
    ]);
    expect(r).toEqual({ status: 200, body: { accepted: 2, refused: [
      { index: 1, reason: '単位「ft」は使えません（m, cm, mm）。' },
      { index: 2, reason: '名前は water_level（level）、water_temperature（temperature, temp）、battery のいずれかで終わるようにしてください。' },
      { index: 3, reason: '数値の値（v）を指定してください。' },
      { index: 4, reason: '水位は-50から200cmまでの数値で指定してください。' },
      { index: 5, reason: '同じ時刻の水位（water_level）がないため保存できません。' },
      { index: 6, reason: 'このサーバーが扱えないラベル「foo_」が含まれています。' },
    ] } });
    expect(await eventually(async () => (await edge.h.rows(pid)) === 2)).toBe(true);
    await settle();
    expect((await readingsOf(edge.h, pid)).map((x) => x.water_level)).toEqual([5, 7]);
  });

  it('a body that is not a pack is 400 and a bad token 401; nothing stored', async () => {
    const { pid, token } = await sensor();
    expect(await postSenml(token, { n: 'water_level', v: 5 })).toEqual({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'SenML は1件から3000件までのレコードの配列で送信してください。' } } });
    expect((await postSenml('wlt_wrong', [{ n: 'water_level', v: 5 }])).status).toBe(401);
    await settle();
    expect(await edge.h.rows(pid)).toBe(0);
  });
});
