import { createServer, type Server } from 'node:net';
import { Aedes, type Client, type PublishPacket } from 'aedes';
import { DEVICE_READING_MESSAGES, sensorMqttTopic } from '@inasaku/contracts';
import type { VerifiedSensor } from '../auth/token-verifier';
import type { IngestService } from '../readings/ingest.service';

const sensors = new WeakMap<Client, VerifiedSensor>();

/** Where the broker answers a batch: `sensors/<product ID>/readings/result` (DeviceBatchResponse). */
export const resultTopic = (productId: string): string => `${sensorMqttTopic(productId)}/result`;

/**
 * The embedded MQTT broker (aedes): a device connects with username = product ID and password =
 * its token (checked like HTTP), may publish only to its own `sensors/<product ID>/readings` and
 * subscribe only to its own result topic. A QoS 1 publish is acknowledged (PUBACK) only after
 * JetStream stored the accepted readings; the per-reading answer goes to the result topic.
 */
export async function startMqttBroker(ingest: IngestService, port: number, host: string): Promise<{ server: Server; broker: Aedes; port: number }> {
  const broker = await Aedes.createBroker({
    authenticate: (client, username, password, done) => {
      const productId = username ?? '';
      ingest
        .authenticate(password ? password.toString('utf8') : '', productId)
        .then((sensor) => {
          if (!sensor) {
            const error = Object.assign(new Error(DEVICE_READING_MESSAGES.unauthorized), { returnCode: 4 as const });
            return done(error, false);
          }
          sensors.set(client, sensor);
          return done(null, true);
        })
        .catch((e: Error) => done(Object.assign(e, { returnCode: 3 as const }), false));
    },
    authorizeSubscribe: (client, sub, done) => {
      const sensor = client ? sensors.get(client) : undefined;
      if (sensor && sub.topic === resultTopic(sensor.productId)) return done(null, sub);
      return done(new Error('not allowed'));
    },
    authorizePublish: (client, packet: PublishPacket, done) => {
      const sensor = client ? sensors.get(client) : undefined;
      if (!sensor || packet.topic !== sensorMqttTopic(sensor.productId)) return done(new Error('not allowed'));
      let body: unknown;
      try {
        body = JSON.parse(packet.payload.toString());
      } catch {
        body = null;
      }
      ingest
        .ingest(sensor, body, 'mqtt')
        .then((outcome) => {
          broker.publish(
            { cmd: 'publish', topic: resultTopic(sensor.productId), payload: Buffer.from(JSON.stringify(outcome.body)), qos: 0, retain: false, dup: false },
            () => undefined,
          );
          done(null);
        })
        // Not stored: no PUBACK; the client resends on reconnect.
        .catch((e: Error) => done(e));
    },
  });
  const server = createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return { server, broker, port: typeof address === 'object' && address ? address.port : port };
}
