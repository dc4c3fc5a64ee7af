import { connect as connectSocket, type Socket } from 'node:net';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { eventually, testUrls } from '@inasaku/testing';
// The water service (token check, consumer) is booted in-process like sensor-ingest's own
// integration tests do; no runtime code crosses the projects.
// eslint-disable-next-line @nx/enforce-module-boundaries
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startSensorsHarness, uniqueProductId, type SensorsHarness } from '../../../water/src/test/sensors-harness';
import { loadIngestEnv } from '../config/ingest-env';
import { startIngest, type IngestApp } from '../ingest-app';
import { readingsTopic, resultTopic } from '../mqtt/topic-policy';

export { eventually, uniqueProductId, readingsTopic, resultTopic };

/** sensor-ingest as it runs (startIngest) in front of the water service, on free ports. */
export interface DeviceEdge {
  h: SensorsHarness;
  ingest: IngestApp;
  url: string;
  close(): Promise<void>;
}

export async function startDeviceEdge(env: Record<string, string> = {}): Promise<DeviceEdge> {
  const h = await startSensorsHarness();
  const ingest = await startIngest(loadIngestEnv({
    NATS_URL: testUrls().nats, SENSOR_INGEST_PORT: '0', SENSOR_INGEST_MQTT_PORT: '0', SENSOR_INGEST_METRICS_PORT: '0', SENSOR_INGEST_HOST: '127.0.0.1', ...env,
  }));
  return {
    h,
    ingest,
    url: `mqtt://127.0.0.1:${ingest.mqttPort}`,
    async close() {
      await ingest.close();
      await h.close();
    },
  };
}

/** A device as its firmware connects: client ID = username = product ID, password = token. */
/**
 * One device edge for the suite, by jest hooks: started before all its tests, its harness reset
 * before each, closed after all. The object answered is filled in once the edge has started.
 */
export function deviceEdgeForSuite(env: Record<string, string> = {}): DeviceEdge {
  const edge = {} as DeviceEdge;
  beforeAll(async () => {
    Object.assign(edge, await startDeviceEdge(env));
  });
  afterAll(async () => {
    await edge.close();
  });
  beforeEach(async () => {
    await edge.h.reset();
  });
  return edge;
}

export function deviceOptions(productId: string, token: string, extra: IClientOptions = {}): IClientOptions {
  return { clientId: productId, username: productId, password: token, reconnectPeriod: 0, connectTimeout: 5_000, ...extra };
}

export function connectDevice(edge: DeviceEdge, productId: string, token: string, extra: IClientOptions = {}): Promise<MqttClient> {
  return mqtt.connectAsync(edge.url, deviceOptions(productId, token, extra));
}

/** The CONNACK return code a connection attempt gets (0: accepted; the client is then ended). */
export function connackCode(edge: DeviceEdge, options: IClientOptions): Promise<number> {
  return new Promise((resolve) => {
    const client = mqtt.connect(edge.url, { reconnectPeriod: 0, connectTimeout: 5_000, ...options });
    client.once('connect', () => {
      client.end(true);
      resolve(0);
    });
    client.once('error', (e: Error & { code?: number }) => {
      client.end(true);
      resolve(typeof e.code === 'number' ? e.code : -1);
    });
  });
}

/** Every message a client receives, as topic and parsed payload. */
export function collect(client: MqttClient): { topic: string; body: unknown }[] {
  const seen: { topic: string; body: unknown }[] = [];
  client.on('message', (topic, payload) => {
    let body: unknown;
    try {
      body = JSON.parse(payload.toString());
    } catch {
      body = payload.toString();
    }
    seen.push({ topic, body });
  });
  return seen;
}

/** Resolves with the milliseconds until the broker closed the connection, or null if it stayed open that long. */
export function closedWithin(client: MqttClient, ms: number): Promise<number | null> {
  const started = Date.now();
  return new Promise((resolve) => {
    if (!client.connected) return resolve(0);
    const timer = setTimeout(() => resolve(null), ms);
    client.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

/** A raw TCP peer (an attacker or a broken device), with when the broker closed it. */
export function rawPeer(edge: DeviceEdge): Promise<{ socket: Socket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = connectSocket(edge.ingest.mqttPort, '127.0.0.1');
    const started = Date.now();
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - started)));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

export const minutesAgo = (m: number): string => new Date(Date.now() - m * 60_000).toISOString();

/** A batch of `n` readings at distinct times, the latest `offsetMinutes` ago. */
export function batch(n: number, offsetMinutes = 1, level = 5): string {
  return JSON.stringify({ readings: Array.from({ length: n }, (_, i) => ({ measured_at: minutesAgo(offsetMinutes + i / 60), water_level: level })) });
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The SUBACK codes for these filters (0x80: refused), whether or not the client library calls a refusal an error. */
export async function subackCodes(client: MqttClient, filters: string[]): Promise<number[]> {
  try {
    return (await client.subscribeAsync(filters, { qos: 1 })).map((g) => g.qos);
  } catch (e) {
    const granted = (e as { packet?: { granted?: number[] } }).packet?.granted;
    if (granted) return granted;
    throw e;
  }
}

/** An MQTT 3.1.1 CONNECT (clean session, username and password) as bytes, for raw peers. */
export function connectPacket(clientId: string, username: string, password: string, keepaliveSeconds: number): Buffer {
  const field = (s: string) => {
    const b = Buffer.from(s, 'utf8');
    return Buffer.concat([Buffer.from([b.length >> 8, b.length & 0xff]), b]);
  };
  const body = Buffer.concat([
    field('MQTT'), Buffer.from([0x04, 0xc2, keepaliveSeconds >> 8, keepaliveSeconds & 0xff]), field(clientId), field(username), field(password),
  ]);
  if (body.length > 127) throw new Error('keep raw CONNECTs short');
  return Buffer.concat([Buffer.from([0x10, body.length]), body]);
}

/** The promise's value, or null if it takes longer than `ms` (the timer does not outlive the answer). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
