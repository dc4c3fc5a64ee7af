import { createPrivateKey, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import jwt from 'jsonwebtoken';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SESSION_COOKIES, SUBJECTS } from '@inasaku/contracts';
import { WRITE_REFUSED_MESSAGES, generateSessionKeyPair } from '@inasaku/service-kit';
import { testUrls } from '@inasaku/testing';
import { createGateway } from '../create-gateway';
import type { GatewayConfig } from '../config/gateway-config';
import { MEDIA_WRITE_REFUSED } from './media-router';

const KEYS = generateSessionKeyPair();
const codec = JSONCodec<any>();
const OLD = '11111111-1111-4111-8111-111111111111';
const NEW = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';
const YEARS: Record<string, { management_id: string; start_datetime: string }[]> = {
  'acc-1': [
    { management_id: OLD, start_datetime: '2024-01-01T00:00:00+09:00' },
    { management_id: NEW, start_datetime: '2025-01-01T00:00:00+09:00' },
  ],
  'acc-2': [{ management_id: OTHER, start_datetime: '2025-01-01T00:00:00+09:00' }],
};

const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
const jpeg = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64, 2)]);

function cookie(acc: string, plan = 1) {
  const token = jwt.sign({ sub: `user-${acc}`, acc, root: true, adm: false, plan, email: 'a@example.jp' }, createPrivateKey(KEYS.privateKey), { algorithm: 'ES256', expiresIn: 60 });
  return `${SESSION_COOKIES.access}=${token}`;
}

describe('/media', () => {
  let app: NestExpressApplication;
  let nc: NatsConnection;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-'));
    process.env.MEDIA_DIR = dir;
    const natsUrl = testUrls().nats;
    nc = await connect({ servers: natsUrl });
    nc.subscribe(SUBJECTS.account.managements.list, {
      callback: (_e, m) => {
        const packet = codec.decode(m.data);
        m.respond(codec.encode({ response: YEARS[packet.data.context.accountId] ?? [], isDisposed: true, id: packet.id }));
      },
    });
    await nc.flush();
    const config: GatewayConfig = {
      port: 0, natsUrl, sessionKeys: { current: createPublicKey(KEYS.publicKey), previous: null, previousUntil: 0 }, requestTimeoutMs: 2000, bodyLimit: '10kb', cookieSecure: false,
      webRoot: dir, remotesFile: path.join(dir, 'remotes.json'), googleMapsApiKey: null, paymentMode: 'sandbox',
      revocationWindowMs: 20 * 60_000,
    };
    app = await createGateway({ config, logger: false });
    await app.init();
  });

  afterAll(async () => {
    await app.close();
    await nc.drain();
    delete process.env.MEDIA_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const http = () => request(app.getHttpServer());
  const upload = (acc = 'acc-1', plan = 1) => http().post('/media').set('X-Requested-With', 'inasaku').set('Cookie', cookie(acc, plan));

  it('stores work images by content under {management_id}/image/{timestamp}/{n}{ext}', async () => {
    const res = await upload()
      .field('purpose', 'work')
      .attach('file', png, { filename: 'photo.jpeg', contentType: 'image/jpeg' })
      .attach('file', jpeg, { filename: 'IMG_0001.JFIF', contentType: 'application/octet-stream' });
    expect(res.status).toBe(200);
    const list = res.body.data.list as { path: string; url: string; content_type: string; size: number }[];
    expect(list).toHaveLength(2);
    expect(list[0].path).toMatch(new RegExp(`^${NEW}/image/\\d{13}/0\\.png$`));
    expect(list[1].path).toBe(list[0].path.replace('/0.png', '/1.jpg'));
    expect(list[0]).toMatchObject({ url: `/media/file/${list[0].path}`, content_type: 'image/png', size: png.length });
    expect(fs.readFileSync(path.join(dir, list[1].path)).equals(jpeg)).toBe(true);

    const read = await http().get(list[0].url).set('Cookie', cookie('acc-1')).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect((read.body as Buffer).equals(png)).toBe(true);

    const url = await http().get('/media').query({ path: list[1].path }).set('Cookie', cookie('acc-1'));
    expect(url.body).toEqual({ data: { url: `/media/file/${list[1].path}` } });
  });

  it('stores notice images in a {timestamp}-info folder, also from a raw body, and never reuses a folder', async () => {
    const a = await upload().query({ purpose: 'notice' }).set('Content-Type', 'image/jpeg').send(jpeg);
    const b = await upload().query({ purpose: 'notice' }).set('Content-Type', 'image/jpeg').send(jpeg);
    expect(a.status).toBe(200);
    expect(a.body.data.list[0].path).toMatch(new RegExp(`^${NEW}/image/\\d{13}-info/0\\.jpg$`));
    expect(b.body.data.list[0].path).not.toBe(a.body.data.list[0].path);
  });

  it('refuses other content, oversized files, too many files and no file, with Japanese messages', async () => {
    const gif = await upload().attach('file', Buffer.from('GIF89a-not-an-allowed-image'), { filename: 'a.png', contentType: 'image/png' });
    expect(gif.status).toBe(400);
    expect(gif.body.error).toEqual({ code: 'VALIDATION_ERROR', message: '画像はPNGまたはJPEG形式のファイルを選択してください。', field: 'file.0' });
    const big = await upload().attach('file', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), { filename: 'big.png' });
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe('画像のサイズが大きすぎます（上限2MB）。');
    let many = upload();
    for (let i = 0; i < 21; i++) many = many.attach('file', png, { filename: `${i}.png` });
    expect((await many).body.error.message).toBe('一度にアップロードできる画像は20枚までです。');
    expect((await upload().field('purpose', 'work')).body.error.message).toBe('画像ファイルを指定してください。');
    expect((await upload().field('purpose', 'avatar').attach('file', png, 'a.png')).status).toBe(400);
    // Nothing of the refused uploads was written.
    const written = fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.png') || String(f).endsWith('.jpg'));
    expect(written.length).toBe(4);
  });

  it('needs a session, the CSRF header and a writable year', async () => {
    expect((await http().post('/media').set('X-Requested-With', 'x').attach('file', png, 'a.png')).status).toBe(401);
    expect((await http().post('/media').set('Cookie', cookie('acc-1')).attach('file', png, 'a.png')).status).toBe(403);
    const past = await upload().query({ management_id: OLD }).attach('file', png, 'a.png');
    expect(past.status).toBe(403);
    expect(past.body.error.message).toBe(WRITE_REFUSED_MESSAGES.pastYear);
    const expired = await upload('acc-1', 2).attach('file', png, 'a.png');
    expect(expired.status).toBe(403);
    expect(expired.body.error.message).toBe(WRITE_REFUSED_MESSAGES.readOnlyPlan);
    expect(MEDIA_WRITE_REFUSED).toEqual(WRITE_REFUSED_MESSAGES);
    expect((await upload().query({ management_id: OTHER }).attach('file', png, 'a.png')).status).toBe(404);
  });

  it('serves an image to its own account only', async () => {
    const res = await upload('acc-2').attach('file', png, 'a.png');
    const key = res.body.data.list[0].path as string;
    expect(key.startsWith(`${OTHER}/`)).toBe(true);
    expect((await http().get(`/media/file/${key}`).set('Cookie', cookie('acc-2'))).status).toBe(200);
    expect((await http().get(`/media/file/${key}`).set('Cookie', cookie('acc-1'))).status).toBe(404);
    expect((await http().get('/media').query({ path: key }).set('Cookie', cookie('acc-1'))).status).toBe(404);
    expect((await http().get(`/media/file/${key}`)).status).toBe(401);
    expect((await http().get('/media').query({ path: `${OTHER}/image/1/../../x.png` }).set('Cookie', cookie('acc-2'))).status).toBe(400);
    expect((await http().get(`/media/file/${NEW}/image/1/0.png`).set('Cookie', cookie('acc-1'))).status).toBe(404);
  });
});
