import type { StreamReading } from '@inasaku/contracts';
import type { TokenVerifier } from '../auth/token-verifier';
import { IngestService } from '../readings/ingest.service';
import type { ReadingsPublisher } from '../readings/readings-publisher';
import { SenmlIngest } from './senml-ingest';

const sensor = { id: 's-1', accountId: 'a-1', productId: 'WL-1' };
const now = Math.floor(Date.now() / 1000) * 1000;
const nowS = now / 1000;

/** The real IngestService (rate limit, validation) in front of a publisher that keeps what it is given. */
function ingestWithStore(limits = { maxReadingsPerBatch: 1000, ratePerMinute: 1800, rateBurst: 300 }) {
  const stored: StreamReading[] = [];
  const publisher = { publish: async (r: StreamReading[]) => stored.push(...r) } as unknown as ReadingsPublisher;
  return { senml: new SenmlIngest(new IngestService({} as TokenVerifier, publisher, undefined, { limits })), stored };
}
const row = (r: StreamReading) => [r.t, r.l, r.w, r.b];

describe('SenML packs (RFC 8428) into readings', () => {
  it('applies base name, base time and base unit; the records of one time make one reading', async () => {
    const { senml, stored } = ingestWithStore();
    const pack = [
      { bn: 'urn:dev:ow:10e2073a01080063:', bt: nowS - 600, bu: 'm', n: 'water_level', v: 0.052 },
      { n: 'temperature', u: 'Cel', v: 21.5 },
      { n: 'battery', u: '%EL', v: 87 },
      { n: 'water_level', t: 300, v: 0.061 },
    ];
    expect(await senml.ingest(sensor, pack, now)).toEqual({ status: 200, body: { accepted: 4, refused: [] } });
    expect(stored.map(row)).toEqual([
      [now - 600_000, 5.2, 21.5, 87],
      [now - 300_000, 6.1, null, null],
    ]);
  });

  it('reads times below 2^28 s as relative to now (a device without a clock), and the documented absolute ones', async () => {
    const { senml, stored } = ingestWithStore();
    await senml.ingest(sensor, [
      { n: 'level', u: 'cm', v: 4, t: -120 },
      { n: 'level', u: 'mm', v: 45, t: -60 },
      { n: 'level', v: 5 },
      { bt: nowS - 3600, n: 'level', v: 3 },
    ], now);
    expect(stored.map((r) => [r.t, r.l])).toEqual([[now - 120_000, 4], [now - 60_000, 4.5], [now, 5], [now - 3600_000, 3]]);
  });

  it('converts units to cm, ℃ and %: m, mm, K, the ratio /', async () => {
    const { senml, stored } = ingestWithStore();
    await senml.ingest(sensor, [
      { bn: 'dev1/', bt: nowS - 60, n: 'level', u: 'mm', v: 123 },
      { n: 'temp', u: 'K', v: 294.65 },
      { n: 'battery', u: '/', v: 0.5 },
    ], now);
    expect(stored.map(row)).toEqual([[now - 60_000, 12.3, 21.5, 50]]);
  });

  it('refuses unreadable records one by one with Japanese reasons; the others are stored', async () => {
    const { senml, stored } = ingestWithStore();
    const r = await senml.ingest(sensor, [
      { bn: 'dev1:', bt: nowS - 300, n: 'water_level', u: 'cm', v: 5 },
      { n: 'water_level', u: 'ft', v: 2, t: 10 },
      { n: 'humidity', u: '%RH', v: 80 },
      { n: 'water_level', vs: 'high', t: 20 },
      { n: 'water_level', v: 5000, t: 30 },
      { n: 'temperature', u: 'Cel', v: 20, t: 40 },
      { n: 'water_level', v: 6, t: 50, foo_: 1 },
      'not a record',
      { n: 'water_level', v: 8, t: 3600 * 2 + 300 },
      { n: 'water_level', v: 9 },
      { n: 'water_level', v: 7, t: 60, bver: 11 },
    ], now);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ accepted: 1, refused: [
      { index: 1, reason: '単位「ft」は使えません（m, cm, mm）。' },
      { index: 2, reason: '名前は water_level（level）、water_temperature（temperature, temp）、battery のいずれかで終わるようにしてください。' },
      { index: 3, reason: '数値の値（v）を指定してください。' },
      { index: 4, reason: '水位は-50から200cmまでの数値で指定してください。' },
      { index: 5, reason: '同じ時刻の水位（water_level）がないため保存できません。' },
      { index: 6, reason: 'このサーバーが扱えないラベル「foo_」が含まれています。' },
      { index: 7, reason: 'レコードはオブジェクトで指定してください。' },
      { index: 8, reason: '測定日時が未来です。' },
      { index: 9, reason: '同じ時刻の同じ値が同じ送信内にあります。' },
      { index: 10, reason: 'SenML のバージョン（bver）は10以下の整数で指定してください。' },
    ] });
    expect(stored.map((s) => [s.t, s.l])).toEqual([[now - 300_000, 5]]);
  });

  it("shares the sensor's rate limit with its HTTP and MQTT batches (429)", async () => {
    const { senml } = ingestWithStore({ maxReadingsPerBatch: 1000, ratePerMinute: 1, rateBurst: 1 });
    expect((await senml.ingest(sensor, [{ n: 'level', v: 1, t: -60 }], now)).status).toBe(200);
    expect(await senml.ingest(sensor, [{ n: 'level', v: 1, t: -30 }], now)).toMatchObject({ status: 429, body: { error: { code: 'RATE_LIMITED' } } });
  });

  it('refuses a body that is not a pack', async () => {
    const { senml, stored } = ingestWithStore();
    for (const body of [{ n: 'level', v: 1 }, [], null]) {
      expect(await senml.ingest(sensor, body, now)).toEqual({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'SenML は1件から3000件までのレコードの配列で送信してください。' } } });
    }
    expect(stored).toHaveLength(0);
  });
});
