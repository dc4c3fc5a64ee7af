import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface PoolState {
  total: number;
  idle: number;
  waiting: number;
}

/** Messages a durable JetStream consumer has not finished: its lag, or a work queue's depth. */
export interface ConsumerBacklog {
  stream: string;
  consumer: string;
  /** stored and not yet delivered */
  pending: number;
  /** delivered and not yet acknowledged */
  ackPending: number;
}

/** Read when Prometheus scrapes, so the figures are current and nothing polls in between. */
export interface MetricsSources {
  natsConnected?: () => boolean;
  dbPool?: () => PoolState | null;
  consumerBacklogs?: () => Promise<ConsumerBacklog[]>;
}

/** Request latencies of a NATS service: a cache hit is ~1 ms, the gateway gives up at 5 s. */
const BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics of one domain service, served on its health port at /metrics: per NATS
 * subject request counts (by outcome) and latency histograms, NATS connection and PostgreSQL pool
 * state, and Node's process metrics. One registry per service name and process.
 */
export class ServiceMetrics {
  private static readonly byName = new Map<string, ServiceMetrics>();
  readonly registry = new Registry();
  private readonly requests: Counter<'subject' | 'status'>;
  private readonly duration: Histogram<'subject' | 'status'>;
  private sources: MetricsSources = {};
  /**
   * The counter and histogram of each subject and outcome, bound once: prom-client otherwise
   * validates the label object and builds its hash key on every call, per request.
   */
  private readonly series = new Map<string, { count: { inc(): void }; time: { observe(value: number): void } }>();

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'inasaku_rpc_requests_total',
      help: 'NATS requests handled, by subject and outcome (ok or the error status code)',
      labelNames: ['subject', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'inasaku_rpc_request_duration_seconds',
      help: 'Time from a NATS request reaching the handler to its answer',
      labelNames: ['subject', 'status'],
      buckets: BUCKETS,
      registers,
    });
    const sources = () => this.sources;
    new Gauge({
      name: 'inasaku_nats_connected',
      help: '1 while the NATS connection is up',
      registers,
      collect() {
        const connected = sources().natsConnected;
        if (connected) this.set(connected() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'inasaku_db_pool_connections',
      help: 'PostgreSQL pool: total, idle connections and queries waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = sources().dbPool?.();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    new Gauge({
      name: 'inasaku_jetstream_consumer_messages',
      help: 'Messages of a durable JetStream consumer not yet delivered (pending) or not yet acknowledged (ack_pending): the lag of the sensor-readings consumer, the depth of the export job queue, the backlog of each event subscription',
      labelNames: ['stream', 'consumer', 'state'],
      registers,
      async collect() {
        const backlogs = (await sources().consumerBacklogs?.()) ?? [];
        this.reset();
        for (const b of backlogs) {
          this.set({ stream: b.stream, consumer: b.consumer, state: 'pending' }, b.pending);
          this.set({ stream: b.stream, consumer: b.consumer, state: 'ack_pending' }, b.ackPending);
        }
      },
    });
  }

  /** The registry of `service` in this process (created on first use). */
  static for(service: string): ServiceMetrics {
    let metrics = ServiceMetrics.byName.get(service);
    if (!metrics) {
      metrics = new ServiceMetrics(service);
      ServiceMetrics.byName.set(service, metrics);
    }
    return metrics;
  }

  setSources(sources: MetricsSources): void {
    this.sources = { ...this.sources, ...sources };
  }

  observeRequest(subject: string, status: string, seconds: number): void {
    const key = `${subject}\n${status}`;
    let series = this.series.get(key);
    if (!series) {
      series = { count: this.requests.labels(subject, status), time: this.duration.labels(subject, status) };
      this.series.set(key, series);
    }
    series.count.inc();
    series.time.observe(seconds);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
