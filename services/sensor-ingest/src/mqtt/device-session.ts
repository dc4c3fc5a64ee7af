import type { Client } from 'aedes';
import type { DeviceConnection } from '../auth/device-connections';
import type { VerifiedSensor } from '../auth/token-verifier';

/** An authenticated MQTT client: the sensor it is, and whether its token has been revoked since. */
export interface DeviceSession extends DeviceConnection {
  readonly sensor: VerifiedSensor;
}

/** The session of each authenticated aedes client (none: not authenticated, nothing is allowed). */
export class DeviceSessions {
  private readonly byClient = new WeakMap<Client, DeviceSession>();

  get(client: Client | null | undefined): DeviceSession | undefined {
    return client ? this.byClient.get(client) : undefined;
  }

  /** The session, unless its token was revoked: every step a device asks for goes through this. */
  live(client: Client | null | undefined): DeviceSession | undefined {
    const session = this.get(client);
    return session && !session.revoked ? session : undefined;
  }

  set(client: Client, session: DeviceSession): void {
    this.byClient.set(client, session);
  }
}
