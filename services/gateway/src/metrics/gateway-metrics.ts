import http from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { z } from 'zod';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics of the gateway: per route (the declared path pattern, never the raw URL, so
 * ids do not multiply the series) request counts by status and latency histograms, the NATS
 * connection, Node's process metrics. Served on a port of its own (GATEWAY_METRICS_PORT), not on
 * the public one the Ingress exposes.
 */
export class GatewayMetrics {
  private static instance: GatewayMetrics | undefined;
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly duration: Histogram<'method' | 'route'>;
  private natsConnected: () => boolean = () => false;

  constructor() {
    this.registry.setDefaultLabels({ service: 'gateway' });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'inasaku_http_requests_total',
      help: 'HTTP requests answered by the gateway, by route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'inasaku_http_request_duration_seconds',
      help: 'Time from the request reaching the gateway to the end of its answer',
      labelNames: ['method', 'route'],
      buckets: BUCKETS,
      registers,
    });
    const connected = () => this.natsConnected();
    new Gauge({
      name: 'inasaku_nats_connected',
      help: '1 while the NATS connection is up',
      registers,
      collect() {
        this.set(connected() ? 1 : 0);
      },
    });
  }

  /** The process's metrics (the gateway app and its metrics port share them). */
  static shared(): GatewayMetrics {
    GatewayMetrics.instance ??= new GatewayMetrics();
    return GatewayMetrics.instance;
  }

  watchNats(connected: () => boolean): void {
    this.natsConnected = connected;
  }

  /** Times every request; the route is read when the answer is finished, once Express matched it. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        const route = routeOf(req, res.statusCode);
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        this.seriesOf(req.method, route, res.statusCode).count.inc();
        this.timeOf(req.method, route).observe(seconds);
      });
      next();
    };
  }

  /**
   * The counter of a method, route and status, and the histogram of a method and route, bound
   * once: given a label object, prom-client checks it and builds its hash key on every call.
   * Routes are the table's patterns and a few fixed groups, so these stay a few hundred.
   */
  private readonly counts = new Map<string, { count: { inc(): void } }>();
  private readonly times = new Map<string, { observe(value: number): void }>();

  private seriesOf(method: string, route: string, status: number): { count: { inc(): void } } {
    const key = `${method} ${route} ${status}`;
    let series = this.counts.get(key);
    if (!series) this.counts.set(key, (series = { count: this.requests.labels(method, route, String(status)) }));
    return series;
  }

  private timeOf(method: string, route: string): { observe(value: number): void } {
    const key = `${method} ${route}`;
    let time = this.times.get(key);
    if (!time) this.times.set(key, (time = this.duration.labels(method, route)));
    return time;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** The matched route's pattern; static files and misses in a few fixed groups. */
export function routeOf(req: Request, status: number): string {
  const pattern = (req as Request & { route?: { path?: unknown } }).route?.path;
  if (typeof pattern === 'string') return `${req.baseUrl ?? ''}${pattern}`;
  const url = req.originalUrl ?? req.url ?? '';
  if (url.startsWith('/mfe/')) return '/mfe/*';
  if (status === 404) return 'unmatched';
  if (/^\/(inasaku|api|auth|media)\//.test(url)) return 'api-other';
  return 'static';
}

export const metricsEnvSchema = z.object({
  /** Unset: no metrics port (a developer machine or a browser-test run may start several gateways). */
  GATEWAY_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  GATEWAY_METRICS_HOST: z.string().default('0.0.0.0'),
});

export function metricsAddressFromEnv(env: NodeJS.ProcessEnv = process.env): { port: number; host: string } | null {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const e = metricsEnvSchema.parse(cleaned);
  return e.GATEWAY_METRICS_PORT ? { port: e.GATEWAY_METRICS_PORT, host: e.GATEWAY_METRICS_HOST } : null;
}

/** GET /metrics on its own port (Prometheus scrapes pods there; port 0 picks a free one). */
export async function startMetricsServer(metrics: GatewayMetrics, address: { port: number; host: string }): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.text().then(
      (body) => res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => resolve());
  });
  // Never what keeps the process alive once the gateway has closed.
  server.unref();
  return server;
}
