import { createServer, type Server } from 'node:net';
import { Aedes, type Client } from 'aedes';
import { DeviceConnections } from '../auth/device-connections';
import type { TokenVerifier } from '../auth/token-verifier';
import type { DeviceLimits } from '../limits/device-limits';
import { ingestLog, type IngestLog as Log } from '../metrics/ingest-log';
import type { IngestService } from '../readings/ingest.service';
import { DeviceSessions } from './device-session';
import { GuardedConnection, type CutReason } from './guarded-connection';
import { createAuthenticator } from './mqtt-authenticator';
import { cutError } from './mqtt-errors';
import { MAX_CONNECT_BYTES, MQTT_HEADER_ALLOWANCE, type FrameVerdict } from './mqtt-frame-guard';
import { answerDevice, createPublishHandler } from './mqtt-publish-handler';
import { mayReceive, maySubscribe } from './topic-policy';

export { resultTopic } from './topic-policy';

export interface MqttBroker {
  server: Server;
  broker: Aedes;
  port: number;
  connections: DeviceConnections;
}


/**
 * The embedded MQTT broker (aedes). A device connects with client ID = username = product ID and
 * password = its token, may publish only to its own `sensors/<product ID>/readings` and
 * subscribe only to its own result topic (literal comparisons, see topic-policy). A QoS 1
 * publish is acknowledged (PUBACK) only after JetStream stored the accepted readings; the
 * per-reading answer or an error goes to the result topic. The device limits apply as on HTTP
 * (GuardedConnection: packet size, time to authenticate, idle time; IngestService: readings per
 * batch, rate). A revoked token closes the sensor's open connections at once.
 */
export async function startMqttBroker(
  ingest: IngestService,
  tokens: TokenVerifier,
  limits: DeviceLimits,
  port: number,
  host: string,
  log: Log = ingestLog,
): Promise<MqttBroker> {
  const connections = new DeviceConnections();
  const sessions = new DeviceSessions();
  const broker: Aedes = await Aedes.createBroker({
    // aedes times only the arrival of CONNECT; GuardedConnection also times the token check.
    connectTimeout: limits.authTimeoutMs,
    // MQTT 3.1 clients: a product ID has up to 100 characters, not 23.
    maxClientsIdLength: 100,
    authenticate: createAuthenticator({ tokens, connections, sessions }),
    authorizePublish: createPublishHandler({ broker: () => broker, ingest, sessions }),
    authorizeSubscribe: (client, sub, done) => {
      const session = sessions.live(client);
      // null: refused in the SUBACK (0x80), the connection stays
      done(null, session && maySubscribe(session.productId, sub.topic) ? sub : null);
    },
    // Also guards what no subscription should bring: $SYS, another device's topic, a revoked session.
    authorizeForward: (client, packet) => {
      const session = sessions.live(client);
      return session && mayReceive(session.productId, packet.topic) ? packet : null;
    },
  });
  // A session revoked while aedes was still connecting it is closed once it is registered.
  broker.on('clientReady', (client: Client) => {
    if (sessions.get(client)?.revoked) client.close();
  });

  tokens.onRevoked((productId) => {
    const closed = connections.revoke(productId);
    if (closed) log('info', 'device connections closed: token revoked', { productId, closed });
  });
  tokens.onResync(() => void recheck(tokens, connections, log));

  const connectionLimits = {
    maxPacketBytes: limits.maxMessageBytes + MQTT_HEADER_ALLOWANCE,
    maxFirstPacketBytes: Math.min(MAX_CONNECT_BYTES, limits.maxMessageBytes + MQTT_HEADER_ALLOWANCE),
    authTimeoutMs: limits.authTimeoutMs,
    idleTimeoutMs: limits.idleTimeoutMs,
  };
  // Sockets aedes has not registered (not signed in yet) would hold server.close() until their auth timeout.
  const open = new Set<GuardedConnection>();
  broker.once('closed', () => {
    for (const conn of open) conn.destroy();
  });
  const server = createServer((socket) => {
    let client: Client | null = null;
    const onCut = (reason: CutReason, verdict?: FrameVerdict) => {
      const session = sessions.get(client);
      // Oversized or malformed framing is deliberate or broken firmware; a timeout is ordinary (a scanner, a lost link).
      log(reason === 'too-large' || reason === 'malformed' ? 'warn' : 'info', 'device connection cut', { reason, productId: session?.productId, announcedBytes: verdict && !verdict.ok ? verdict.announced : undefined, remote: socket.remoteAddress });
    };
    const conn = new GuardedConnection(socket, connectionLimits, onCut);
    conn.answerCut = (reason) => {
      const session = sessions.live(client);
      const error = cutError(reason, limits.maxMessageBytes);
      return session && error ? answerDevice(broker, session.productId, error) : null;
    };
    client = broker.handle(conn);
    open.add(conn);
    conn.once('close', () => {
      open.delete(conn);
      const session = sessions.get(client);
      if (session) connections.remove(session);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return { server, broker, connections, port: typeof address === 'object' && address ? address.port : port };
}

/** After a NATS reconnect (a revocation may have been missed), every open connection's token is checked again. */
async function recheck(tokens: TokenVerifier, connections: DeviceConnections, log: Log): Promise<void> {
  for (const connection of [...connections.all()]) {
    const sensor = await tokens.verifyHash(connection.tokenHash, connection.productId).catch(() => undefined);
    if (sensor !== null || connection.revoked) continue;
    connection.revoked = true;
    connection.close();
    connections.remove(connection);
    log('info', 'device connection closed: token no longer valid after reconnect', { productId: connection.productId });
  }
}
