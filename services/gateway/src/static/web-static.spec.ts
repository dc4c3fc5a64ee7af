import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import type { GatewayConfig } from '../config/gateway-config';
import { buildWebRouter } from './web-static';

describe('remote releases under /mfe/<name>/<version>/', () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-releases-'));
  const releases = path.join(webRoot, 'releases');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(webRoot, file), text);
  };
  write('mfe-works/dist/mf-manifest.json', '{"name":"mfe_works","build":"checkout"}');
  write('releases/works/v20261127-aaaa1111/mf-manifest.json', '{"name":"mfe_works","build":"one"}');
  write('releases/works/v20261127-aaaa1111/main.1234abcd.js', 'one');
  write('releases/works/v20261128-bbbb2222/mf-manifest.json', '{"name":"mfe_works","build":"two"}');
  const app = express().use(
    buildWebRouter({ webRoot, remotesFile: path.join(webRoot, 'remotes.json'), remoteReleasesDir: releases } as GatewayConfig),
  );
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

  it('serves each release from its own folder, side by side, and the checkout build unversioned', async () => {
    expect((await request(app).get('/mfe/works/v20261127-aaaa1111/mf-manifest.json')).body.build).toBe('one');
    expect((await request(app).get('/mfe/works/v20261128-bbbb2222/mf-manifest.json')).body.build).toBe('two');
    expect((await request(app).get('/mfe/works/mf-manifest.json')).body.build).toBe('checkout');
  });

  it('entry files are revalidated, hashed chunks kept for a year', async () => {
    expect((await request(app).get('/mfe/works/v20261127-aaaa1111/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/mfe/works/v20261127-aaaa1111/main.1234abcd.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a release that does not exist is 404 in the house shape, never the checkout build', async () => {
    const res = await request(app).get('/mfe/works/v20990101-cccc3333/mf-manifest.json');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBeDefined();
  });

  it('a folder name that is not a version never leaves the remote folders', async () => {
    write('remotes.json', '[]');
    for (const url of ['/mfe/works/..%2F..%2Fremotes.json', '/mfe/works/v1..%2F..%2F..%2Fremotes.json', '/mfe/works/v1%2F..%2F..%2F..%2Fremotes.json']) {
      const res = await request(app).get(url);
      expect({ url, status: res.status }).toEqual({ url, status: expect.any(Number) });
      expect([403, 404]).toContain(res.status);
    }
  });
});
