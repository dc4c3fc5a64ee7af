import type { Server as HttpServer } from 'node:http';
import { connect, type NatsConnection } from 'nats';
import { SENSOR_READINGS_STREAM_DEFINITION } from '@inasaku/contracts';
import { ensureLimitsStream } from '@inasaku/service-kit';
import { TokenVerifier } from './auth/token-verifier';
import type { IngestEnv } from './config/ingest-env';
import { createIngestHttpServer } from './http/http-server';
import { deviceLimitsFrom } from './limits/device-limits';
import { IngestMetrics } from './metrics/ingest-metrics';
import { startMqttBroker } from './mqtt/mqtt-broker';
import { IngestService } from './readings/ingest.service';
import { ReadingsPublisher } from './readings/readings-publisher';

export interface IngestApp {
  httpPort: number;
  mqttPort: number;
  nc: NatsConnection;
  close(): Promise<void>;
}

/**
 * sensor-ingest: plain node:http and an embedded aedes broker in front of JetStream. Not a
 * NestJS application on purpose: it answers devices, not the gateway, holds no database and
 * does one thing per request, so the per-reading cost stays small.
 */
export async function startIngest(env: IngestEnv): Promise<IngestApp> {
  const nc = await connect({ servers: env.NATS_URL, name: 'sensor-ingest', maxReconnectAttempts: -1 });
  await ensureLimitsStream(await nc.jetstreamManager(), SENSOR_READINGS_STREAM_DEFINITION);
  const tokens = new TokenVerifier(nc, env.SENSOR_INGEST_TOKEN_TTL_MS);
  tokens.start();
  const metrics = new IngestMetrics(() => !nc.isClosed());
  const ingest = new IngestService(tokens, new ReadingsPublisher(nc.jetstream(), env.SENSOR_INGEST_STREAM_MODE, env.SENSOR_INGEST_PUBLISH_RETRY_MS), metrics);
  let ready = true;
  const http = createIngestHttpServer(ingest, () => ready && !nc.isClosed(), metrics);
  http.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => http.listen(env.SENSOR_INGEST_PORT, env.SENSOR_INGEST_HOST, resolve));
  const mqtt = await startMqttBroker(ingest, tokens, deviceLimitsFrom(env), env.SENSOR_INGEST_MQTT_PORT, env.SENSOR_INGEST_HOST);
  const address = http.address();
  return {
    httpPort: typeof address === 'object' && address ? address.port : env.SENSOR_INGEST_PORT,
    mqttPort: mqtt.port,
    nc,
    async close() {
      ready = false;
      await new Promise<void>((resolve) => mqtt.broker.close(() => resolve()));
      await new Promise<void>((resolve) => mqtt.server.close(() => resolve()));
      await closeHttp(http);
      tokens.stop();
      await nc.drain().catch(() => undefined);
    },
  };
}

function closeHttp(server: HttpServer): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
