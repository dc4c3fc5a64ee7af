import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import type { GatewayConfig } from '../config/gateway-config';
import { buildWebRouter } from './web-static';

/**
 * The browser and the service worker both rely on these headers: a file kept for a year must be
 * one whose name changes with its content, and the worker script itself must be asked for again.
 */
describe('cache headers of the site files', () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-cache-'));
  const write = (file: string, body: string | Buffer = /\.(json|webmanifest)$/.test(file) ? '{}' : 'x') => {
    fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(webRoot, file), body);
  };
  for (const f of ['sw.js', 'index.html', 'main.1234abcd.js', 'shell-assets.json', 'manifest.webmanifest', 'icons/icon-192.png', '9859cd1231006a4a.png']) write(`shell/dist/${f}`);
  for (const f of ['mf-manifest.json', 'remoteEntry.js', '10.36982e15.js', 'add.2f7e85fc.css', 'd577052aa271e13f.png', 'logo.png']) write(`mfe-works/dist/${f}`);
  const app = express().use(buildWebRouter({ webRoot, remotesFile: path.join(webRoot, 'remotes.json') } as GatewayConfig));
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

  const cacheControl = async (url: string) => (await request(app).get(url)).headers['cache-control'];

  it('/sw.js: asked for again on every check, allowed to control the whole site', async () => {
    const res = await request(app).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
  });

  it('files named by their content hash (chunks, styles, images) are kept a year', async () => {
    for (const url of ['/main.1234abcd.js', '/9859cd1231006a4a.png', '/mfe/works/10.36982e15.js', '/mfe/works/add.2f7e85fc.css', '/mfe/works/d577052aa271e13f.png']) {
      expect({ url, cacheControl: await cacheControl(url) }).toEqual({ url, cacheControl: 'public, max-age=31536000, immutable' });
    }
  });

  it('entry files and other names are revalidated: index, lists, manifests, remoteEntry, icons', async () => {
    for (const url of ['/index.html', '/shell-assets.json', '/manifest.webmanifest', '/icons/icon-192.png', '/mfe/works/mf-manifest.json', '/mfe/works/remoteEntry.js', '/mfe/works/logo.png']) {
      expect({ url, cacheControl: await cacheControl(url) }).toEqual({ url, cacheControl: 'no-cache' });
    }
  });
});
