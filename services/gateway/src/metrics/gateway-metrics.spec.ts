import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { GatewayMetrics, metricsAddressFromEnv, routeOf, startMetricsServer } from './gateway-metrics';
import { promSample } from '@inasaku/testing';

function app(metrics: GatewayMetrics) {
  const a = express();
  a.use(metrics.middleware());
  const api = express.Router();
  api.get('/inasaku/paddy-fields/:id', (_req, res) => res.json({ data: 1 }));
  api.post('/inasaku/brands', (_req, res) => res.status(400).json({ error: {} }));
  a.use(api);
  a.use('/mfe/works', (_req, res) => res.send('bundle'));
  return a;
}

describe('gateway metrics', () => {
  it('counts and times each request under its route pattern (not the raw URL) and status', async () => {
    const metrics = new GatewayMetrics();
    const a = app(metrics);
    await request(a).get('/inasaku/paddy-fields/11111111-1111-4111-8111-111111111111').expect(200);
    await request(a).get('/inasaku/paddy-fields/22222222-2222-4222-8222-222222222222').expect(200);
    await request(a).post('/inasaku/brands').expect(400);
    await request(a).get('/mfe/works/remoteEntry.js').expect(200);
    await request(a).get('/nothing/here').expect(404);
    const body = await metrics.text();
    expect(promSample(body, 'inasaku_http_requests_total', { method: 'GET', route: '/inasaku/paddy-fields/:id', status: '200' })).toBe(2);
    expect(promSample(body, 'inasaku_http_requests_total', { method: 'POST', route: '/inasaku/brands', status: '400' })).toBe(1);
    expect(promSample(body, 'inasaku_http_requests_total', { route: '/mfe/*', status: '200' })).toBe(1);
    expect(promSample(body, 'inasaku_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(promSample(body, 'inasaku_http_request_duration_seconds_count', { method: 'GET', route: '/inasaku/paddy-fields/:id' })).toBe(2);
    expect(body).not.toContain('11111111-1111');
  });

  it('shows the NATS connection as it is when scraped', async () => {
    const metrics = new GatewayMetrics();
    let up = true;
    metrics.watchNats(() => up);
    expect(promSample(await metrics.text(), 'inasaku_nats_connected', { service: 'gateway' })).toBe(1);
    up = false;
    expect(promSample(await metrics.text(), 'inasaku_nats_connected', { service: 'gateway' })).toBe(0);
  });

  it('serves /metrics on its own port, nothing else there', async () => {
    const metrics = new GatewayMetrics();
    const server = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${url}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toContain('process_resident_memory_bytes');
      expect((await fetch(`${url}/health/live`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('the metrics port is off unless GATEWAY_METRICS_PORT is set', () => {
    expect(metricsAddressFromEnv({})).toBeNull();
    expect(metricsAddressFromEnv({ GATEWAY_METRICS_PORT: '' })).toBeNull();
    expect(metricsAddressFromEnv({ GATEWAY_METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(() => metricsAddressFromEnv({ GATEWAY_METRICS_PORT: 'x' })).toThrow();
  });

  it('static files and unknown API paths fall in fixed groups', () => {
    const req = (originalUrl: string) => ({ originalUrl, baseUrl: '' }) as never;
    expect(routeOf(req('/'), 200)).toBe('static');
    expect(routeOf(req('/inasaku/unknown'), 401)).toBe('api-other');
  });
});
