import type { Aedes, Client, PublishPacket } from 'aedes';
import type { IngestService } from '../readings/ingest.service';
import type { DeviceSession, DeviceSessions } from './device-session';
import { MQTT_ERRORS } from './mqtt-errors';
import { mayPublish, resultTopic } from './topic-policy';

/** Publishes an answer on the device's result topic; resolves once it was written (or could not be). */
export function answerDevice(broker: Aedes, productId: string, body: unknown): Promise<void> {
  return new Promise((resolve) => {
    broker.publish(
      { cmd: 'publish', topic: resultTopic(productId), payload: Buffer.from(JSON.stringify(body)), qos: 0, retain: false, dup: false },
      () => resolve(),
    );
  });
}

/**
 * A device's PUBLISH on its readings topic is the batch: it goes through IngestService like an
 * HTTP body. The answer (accepted/refused, or an error in the house's shape, e.g. the rate
 * limit's 429) is published on the result topic, and a QoS 1 publish is acknowledged once its
 * accepted readings are in JetStream; a refused batch is acknowledged too, since sending it again
 * cannot make it better. Not stored (the stream unreachable): the error is answered, the
 * connection closed without PUBACK, and the device sends it again when it reconnects.
 *
 * A revoked token (the session marked synchronously on water's announcement) stops a publish
 * before it is ingested, and one that was in flight gets no PUBACK; the connection is closed.
 */
export function createPublishHandler(deps: { broker: () => Aedes; ingest: IngestService; sessions: DeviceSessions }) {
  return (client: Client | null, packet: PublishPacket, done: (error?: Error | null) => void): void => {
    const session = deps.sessions.live(client);
    if (!session || !mayPublish(session.productId, packet.topic)) return done(new Error('not allowed'));
    // Nothing a device sends is kept for later subscribers.
    packet.retain = false;
    let body: unknown;
    try {
      body = JSON.parse(packet.payload.toString());
    } catch {
      body = null;
    }
    const broker = deps.broker();
    deps.ingest
      .ingest(session.sensor, body, 'mqtt', { stillAuthorized: () => !session.revoked })
      .then((outcome) => {
        if (session.revoked) return done(revokedError(session));
        void answerDevice(broker, session.productId, outcome.body);
        return done(null);
      })
      .catch((e: Error) => {
        if (session.revoked) return done(revokedError(session));
        void answerDevice(broker, session.productId, MQTT_ERRORS.unavailable).then(() => done(e));
      });
  };
}

function revokedError(session: DeviceSession): Error {
  return new Error(`token of ${session.productId} revoked`);
}
