import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** tts, chirpstack: LoRaWAN network-server webhooks; senml: SenML on POST /v1/readings */
export type Transport = 'http' | 'mqtt' | 'tts' | 'chirpstack' | 'senml';
/**
 * ok: answered (accepted and refused readings counted apart); invalid: not a batch (400);
 * unavailable: JetStream did not store it; limited: the sensor sent too often (429);
 * too_many: more readings than a batch may hold (413).
 */
export type BatchOutcome = 'ok' | 'invalid' | 'unavailable' | 'limited' | 'too_many';
/** A device limit that refused a message: rate (429), bytes (413), readings (413), time (408). */
export type DeviceLimitKind = 'rate' | 'bytes' | 'readings' | 'time';

/** Publish latencies: a JetStream store is a few ms on loopback; a device gives up after tens of seconds. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics of sensor-ingest, at /metrics on a port of its own (SENSOR_INGEST_METRICS_PORT,
 * never the devices' port): batches per transport and outcome, readings accepted and refused, the
 * time JetStream takes to store a batch (what a device waits for), messages refused by a device
 * limit, the NATS connection and Node's process metrics.
 */
export class IngestMetrics {
  readonly registry = new Registry();
  private readonly batches: Counter<'transport' | 'outcome'>;
  private readonly readings: Counter<'outcome'>;
  private readonly publish: Histogram<'transport'>;
  private readonly limitedMessages: Counter<'transport' | 'limit'>;

  constructor(natsConnected: () => boolean) {
    this.registry.setDefaultLabels({ service: 'sensor-ingest' });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.batches = new Counter({
      name: 'inasaku_ingest_batches_total',
      help: 'Device batches received with a valid token, by transport and outcome',
      labelNames: ['transport', 'outcome'],
      registers,
    });
    this.readings = new Counter({
      name: 'inasaku_ingest_readings_total',
      help: 'Device readings accepted (stored in JetStream) or refused by validation',
      labelNames: ['outcome'],
      registers,
    });
    this.publish = new Histogram({
      name: 'inasaku_ingest_publish_duration_seconds',
      help: 'Time until JetStream stored a batch of accepted readings (the device waits for it)',
      labelNames: ['transport'],
      buckets: BUCKETS,
      registers,
    });
    this.limitedMessages = new Counter({
      name: 'inasaku_ingest_limited_total',
      help: 'Device messages refused by a device limit (rate 429, bytes or readings 413, time 408), by transport',
      labelNames: ['transport', 'limit'],
      registers,
    });
    new Gauge({
      name: 'inasaku_nats_connected',
      help: '1 while the NATS connection is up',
      registers,
      collect() {
        this.set(natsConnected() ? 1 : 0);
      },
    });
  }

  batch(transport: Transport, outcome: BatchOutcome): void {
    this.batches.inc({ transport, outcome });
  }

  counted(accepted: number, refused: number): void {
    if (accepted) this.readings.inc({ outcome: 'accepted' }, accepted);
    if (refused) this.readings.inc({ outcome: 'refused' }, refused);
  }

  limited(transport: Transport, limit: DeviceLimitKind): void {
    this.limitedMessages.inc({ transport, limit });
  }

  stored(transport: Transport, seconds: number): void {
    this.publish.observe({ transport }, seconds);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
