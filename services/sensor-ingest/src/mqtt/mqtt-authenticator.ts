import type { AuthenticateError, Client } from 'aedes';
import { DEVICE_READING_MESSAGES } from '@inasaku/contracts';
import { isProductId } from '@inasaku/domain';
import type { DeviceConnections } from '../auth/device-connections';
import { hashDeviceToken } from '../auth/device-token';
import type { TokenVerifier } from '../auth/token-verifier';
import type { DeviceSessions } from './device-session';
import type { GuardedConnection } from './guarded-connection';

/** CONNACK return codes of MQTT 3.1.1 §3.2.2.3 that a device can be refused with. */
const RETURN_CODE = { identifierRejected: 2, serverUnavailable: 3, badUsernameOrPassword: 4, notAuthorized: 5 } as const;
const MAX_TOKEN_LENGTH = 200;

function refusal(returnCode: number, message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as AuthenticateError;
}

type AedesClientInternals = Client & { conn: GuardedConnection; _will?: unknown; connected: boolean };

/**
 * CONNECT: username = product ID, password = the device token, client ID = the product ID.
 * Checked in this order, the cheap ones before any token lookup: a username that is not a product
 * ID (a pattern, a space, `$`...), a client ID other than the username (a prefix or suffix would
 * be another product ID) and a will (it would publish on the device's behalf after it is gone,
 * possibly after its token was revoked) are refused outright. aedes takes over an existing
 * connection with the same client ID only after this answered yes, so a device that is refused
 * here never drops the connection of the sensor it named.
 */
export function createAuthenticator(deps: { tokens: TokenVerifier; connections: DeviceConnections; sessions: DeviceSessions }) {
  return (aedesClient: Client, username: string | undefined, password: Buffer | undefined, done: (error: AuthenticateError | null, success: boolean | null) => void): void => {
    const client = aedesClient as AedesClientInternals;
    const productId = username ?? '';
    if (!isProductId(productId)) return done(refusal(RETURN_CODE.badUsernameOrPassword, DEVICE_READING_MESSAGES.unauthorized), false);
    if (client.id !== productId) return done(refusal(RETURN_CODE.identifierRejected, 'client ID is not the product ID'), false);
    if (client._will) return done(refusal(RETURN_CODE.notAuthorized, 'will messages are not accepted'), false);
    const token = password ? password.toString('utf8') : '';
    if (!token || token.length > MAX_TOKEN_LENGTH) return done(refusal(RETURN_CODE.badUsernameOrPassword, DEVICE_READING_MESSAGES.unauthorized), false);
    const tokenHash = hashDeviceToken(token);
    deps.tokens
      .verifyHash(tokenHash, productId)
      .then((sensor) => {
        if (!sensor || sensor.productId !== productId) return done(refusal(RETURN_CODE.badUsernameOrPassword, DEVICE_READING_MESSAGES.unauthorized), false);
        if (client.closed) return done(null, false);
        const session = {
          sensor,
          productId,
          tokenHash,
          revoked: false,
          // Not yet connected (aedes is still restoring the session): the broker closes it on
          // clientReady, once aedes registered it, so nothing half-registered is left behind.
          close: () => {
            if (client.connected) client.close();
          },
        };
        deps.sessions.set(client, session);
        deps.connections.add(session);
        client.conn.authenticated();
        return done(null, true);
      })
      .catch((e: Error) => done(refusal(RETURN_CODE.serverUnavailable, e.message), false));
  };
}
