import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { COMPRESS_FROM_BYTES, sendJson } from './send-json';

/** The API's JSON answers: the same headers whichever way they go (as they are, or compressed). */
describe('sendJson', () => {
  const compress = compression({ level: 1, threshold: COMPRESS_FROM_BYTES });
  const small = JSON.stringify({ data: [{ brand_name: 'コシヒカリ' }] });
  const large = JSON.stringify({ data: 'あ'.repeat(COMPRESS_FROM_BYTES) });
  const app = express();
  app.get('/small', (req, res) => sendJson(req, res, Buffer.from(small), compress));
  app.get('/small-string', (req, res) => sendJson(req, res, small, compress));
  app.get('/large', (req, res) => sendJson(req, res, large, compress));
  app.get('/vary-before', (req, res) => sendJson(req, res.vary('Origin'), small, compress));
  app.get('/status', (req, res) => sendJson(req, res.status(201), small, compress));

  it('a small answer goes as it is: JSON type with charset, its length in bytes, Vary: Accept-Encoding', async () => {
    for (const url of ['/small', '/small-string']) {
      const res = await request(app).get(url).set('Accept-Encoding', 'gzip, br');
      expect([res.status, res.headers['content-type'], res.headers['content-length'], res.headers['vary'], res.headers['content-encoding']])
        .toEqual([200, 'application/json; charset=utf-8', String(Buffer.byteLength(small)), 'Accept-Encoding', undefined]);
      expect(res.body).toEqual(JSON.parse(small));
    }
  });

  it('keeps the status set before and a Vary set before', async () => {
    expect((await request(app).get('/status')).status).toBe(201);
    expect((await request(app).get('/vary-before')).headers['vary']).toBe('Origin, Accept-Encoding');
  });

  it('HEAD: the same headers and no body', async () => {
    const res = await request(app).head('/small');
    expect([res.status, res.headers['content-length'], res.text]).toEqual([200, String(Buffer.byteLength(small)), undefined]);
  });

  it('a large answer is compressed in the encoding asked for, with the same type and Vary', async () => {
    // supertest inflates the body it reads
    const res = await request(app).get('/large').set('Accept-Encoding', 'gzip');
    expect([res.headers['content-encoding'], res.headers['content-type'], res.headers['vary']]).toEqual(['gzip', 'application/json; charset=utf-8', 'Accept-Encoding']);
    expect(res.body).toEqual(JSON.parse(large));
  });
});
