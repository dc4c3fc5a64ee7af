import type { Server as HttpServer } from 'node:http';
import { connect, type NatsConnection } from 'nats';
import { SENSOR_READINGS_STREAM_DEFINITION } from '@inasaku/contracts';
import { ensureLimitsStream } from '@inasaku/service-kit';
import { TokenVerifier } from './auth/token-verifier';
import type { IngestEnv } from './config/ingest-env';
import { createIngestHttpServer } from './http/http-server';
import { createMetricsServer } from './http/metrics-server';
import { IntegrationResolver } from './integrations/integration-resolver';
import { createWebhookHandler } from './integrations/webhook-http';
import { WebhookIngest } from './integrations/webhook-ingest.service';
import { deviceLimitsFrom } from './limits/device-limits';
import { ingestLog, type IngestLog } from './metrics/ingest-log';
import { IngestMetrics } from './metrics/ingest-metrics';
import { startMqttBroker } from './mqtt/mqtt-broker';
import { IngestService } from './readings/ingest.service';
import { ReadingsPublisher } from './readings/readings-publisher';
import { SenmlIngest } from './senml/senml-ingest';

export interface IngestApp {
  httpPort: number;
  mqttPort: number;
  /** Prometheus' /metrics (never on the devices' port) */
  metricsPort: number;
  nc: NatsConnection;
  close(): Promise<void>;
}

/**
 * sensor-ingest: plain node:http and an embedded aedes broker in front of JetStream. Not a
 * NestJS application on purpose: it answers devices, not the gateway, holds no database and
 * does one thing per request, so the per-reading cost stays small.
 */
export async function startIngest(env: IngestEnv, log: IngestLog = ingestLog): Promise<IngestApp> {
  // noAsyncTraces: no stack captured for every request (each JetStream publish is one); nats.js
  // documents it as a large gain for JetStream publishers. A timeout keeps its code, which is what
  // ReadingsPublisher looks at.
  const nc = await connect({ servers: env.NATS_URL, name: 'sensor-ingest', maxReconnectAttempts: -1, noAsyncTraces: true });
  await ensureLimitsStream(await nc.jetstreamManager(), SENSOR_READINGS_STREAM_DEFINITION);
  const tokens = new TokenVerifier(nc, env.SENSOR_INGEST_TOKEN_TTL_MS);
  tokens.start();
  const metrics = new IngestMetrics(() => !nc.isClosed());
  const limits = deviceLimitsFrom(env);
  const publisher = new ReadingsPublisher(nc.jetstream(), env.SENSOR_INGEST_STREAM_MODE, env.SENSOR_INGEST_PUBLISH_RETRY_MS);
  const ingest = new IngestService(tokens, publisher, metrics, { limits, log });
  let ready = true;
  const metricsServer = createMetricsServer(metrics);
  await listen(metricsServer, env.SENSOR_INGEST_METRICS_PORT, env.SENSOR_INGEST_METRICS_HOST);
  const integrations = new IntegrationResolver(nc, env.SENSOR_INGEST_TOKEN_TTL_MS);
  integrations.start();
  const webhooks = createWebhookHandler(new WebhookIngest(integrations, ingest, nc, metrics));
  const http = createIngestHttpServer(ingest, { limits, isReady: () => ready && !nc.isClosed(), metrics, webhooks, senml: new SenmlIngest(ingest) });
  await listen(http, env.SENSOR_INGEST_PORT, env.SENSOR_INGEST_HOST);
  const mqtt = await startMqttBroker(ingest, tokens, limits, env.SENSOR_INGEST_MQTT_PORT, env.SENSOR_INGEST_HOST, log);
  return {
    httpPort: portOf(http, env.SENSOR_INGEST_PORT),
    mqttPort: mqtt.port,
    metricsPort: portOf(metricsServer, env.SENSOR_INGEST_METRICS_PORT),
    nc,
    async close() {
      ready = false;
      await new Promise<void>((resolve) => mqtt.broker.close(() => resolve()));
      await new Promise<void>((resolve) => mqtt.server.close(() => resolve()));
      await closeHttp(http);
      await closeHttp(metricsServer);
      tokens.stop();
      integrations.stop();
      await nc.drain().catch(() => undefined);
    },
  };
}

function listen(server: HttpServer, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function portOf(server: HttpServer, fallback: number): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : fallback;
}

function closeHttp(server: HttpServer): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
