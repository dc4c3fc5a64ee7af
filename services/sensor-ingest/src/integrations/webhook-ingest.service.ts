import type { NatsConnection } from 'nats';
import { LORAWAN_SUBJECTS, type LorawanNetwork } from '@inasaku/contracts';
import type { VerifiedSensor } from '../auth/token-verifier';
import type { IngestMetrics } from '../metrics/ingest-metrics';
import type { IngestOutcome, IngestService } from '../readings/ingest.service';
import { parseChirpstackStatus, parseChirpstackUp } from './chirpstack-event.parser';
import type { IntegrationResolver, Maybe, ResolvedIntegration } from './integration-resolver';
import { isUnreadable, type NetworkStatus, type NetworkUplink } from './network-uplink';
import { parseTtsUplink } from './tts-uplink.parser';
import { uplinkReading } from './uplink-reading';
import { WEBHOOK_CODES, WEBHOOK_MESSAGES as M } from './webhook-messages';

/** The answer to a network server: a status and a JSON body (none for 204). */
export interface WebhookOutcome {
  status: number;
  body?: unknown;
  headers?: Record<string, string | number>;
}

const encoder = new TextEncoder();
const error = (status: number, code: string, message: string): WebhookOutcome => ({ status, body: { error: { code, message } } });
const unauthorized = (): WebhookOutcome => error(401, 'UNAUTHORIZED', M.unauthorized);
const unreadable = (message: string): WebhookOutcome => error(400, 'VALIDATION_ERROR', message);
/** Received, nothing stored on purpose: 2xx so the network server counts it delivered. */
const noted = (code: string, message: string, status = 202): WebhookOutcome => ({ status, body: { accepted: 0, refused: [], note: { code, message } } });

/** The answer to an uplink stored: one object for every such answer (sendWebhookAnswer writes its text made once). */
export const STORED: WebhookOutcome = Object.freeze({ status: 200, body: Object.freeze({ accepted: 1, refused: Object.freeze([]) }) });

/** IngestService's answer to a batch of one as the network server's: refused means the uplink is, with the validation's reason. */
function answerOf(outcome: IngestOutcome): WebhookOutcome {
  if (outcome.status === 429) return { status: 429, body: outcome.body, headers: { 'retry-after': outcome.retryAfterSeconds } };
  if (outcome.status !== 200) return outcome;
  const reason = outcome.body.refused[0]?.reason;
  return reason ? unreadable(reason) : STORED;
}

/**
 * `f` of the value, at once when it is there (a cache hit): a webhook request is answered through
 * one promise (the JetStream store) instead of one per lookup.
 */
function then<T, R>(value: Maybe<T>, f: (v: T) => Maybe<R>): Maybe<R> {
  return value instanceof Promise ? value.then(f) : f(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * LoRaWAN uplinks from The Things Stack and ChirpStack webhooks into SENSOR_READINGS: the
 * integration secret names the account, the DevEUI names the sensor (water decides both), the
 * sensor's decoding map makes a device reading, which then takes the way of an HTTP batch of one
 * (IngestService: the sensor's rate limit, validation, JetStream publish, answer after the store)
 * with the uplink's natural key as its JetStream message id.
 * An unknown DevEUI of a known integration is left to water's 未登録のデバイス list and stored
 * nowhere here; an uplink that carries nothing to store is answered 202 with the reason.
 */
export class WebhookIngest {
  constructor(
    private readonly resolver: IntegrationResolver,
    private readonly readings: Pick<IngestService, 'ingest'>,
    private readonly nc: NatsConnection,
    private readonly metrics?: IngestMetrics,
  ) {}

  /** POST /v1/integrations/tts: one uplink message (other message types enabled on the same path are ignored). */
  tts(secret: string, text: string): Maybe<WebhookOutcome> {
    return then(this.resolver.integration('tts', secret), (integration) => {
      if (!integration) return unauthorized();
      const body = parseJson(text);
      if (body === undefined) return this.invalid('tts', M.json);
      const uplink = parseTtsUplink(body);
      if (uplink === null) return { status: 204 };
      if (isUnreadable(uplink)) return this.invalid('tts', uplink.unreadable);
      return this.uplink(integration, uplink);
    });
  }

  /** POST /v1/integrations/chirpstack?event=: `up` and `status`; ChirpStack posts every other event type to the same URL: 204. */
  chirpstack(event: string, secret: string, text: string): Maybe<WebhookOutcome> {
    return then(this.resolver.integration('chirpstack', secret), (integration) => {
      if (!integration) return unauthorized();
      if (event !== 'up' && event !== 'status') return { status: 204 };
      const body = parseJson(text);
      if (body === undefined) return this.invalid('chirpstack', M.json);
      if (event === 'status') {
        const status = parseChirpstackStatus(body);
        if (isUnreadable(status)) return this.invalid('chirpstack', status.unreadable);
        return this.status(integration, status);
      }
      const uplink = parseChirpstackUp(body);
      if (isUnreadable(uplink)) return this.invalid('chirpstack', uplink.unreadable);
      return this.uplink(integration, uplink);
    });
  }

  private invalid(network: LorawanNetwork, message: string): WebhookOutcome {
    this.metrics?.batch(network, 'invalid');
    return unreadable(message);
  }

  private uplink(integration: ResolvedIntegration, uplink: NetworkUplink): Maybe<WebhookOutcome> {
    return then(this.resolver.device(integration, uplink.devEui, uplink.deviceName, uplink.decoded), (device) => {
      if ('otherAccount' in device) return unauthorized();
      if ('unregistered' in device) return noted(WEBHOOK_CODES.unregistered, M.unregistered);
      const sensor: VerifiedSensor = { id: device.sensor.id, accountId: device.sensor.account_id, productId: device.sensor.sensor_id };
      const decoded = uplinkReading(uplink, device.sensor.decoding);
      if (isUnreadable(decoded)) return this.invalid(uplink.network, decoded.unreadable);
      if ('nothing' in decoded) {
        if (decoded.battery !== null) this.reportStatus(sensor, { battery: decoded.battery, margin: null, externalPowerSource: false, receivedAt: uplink.receivedAt });
        this.metrics?.batch(uplink.network, 'ok');
        return decoded.nothing === 'noLevel' ? noted(WEBHOOK_CODES.noLevel, M.noLevel) : noted(WEBHOOK_CODES.noDecodedPayload, M.noDecodedPayload);
      }
      return this.readings.ingest(sensor, { readings: [decoded.reading] }, uplink.network, { messageId: uplink.key }).then(answerOf);
    });
  }

  private status(integration: ResolvedIntegration, status: NetworkStatus): Maybe<WebhookOutcome> {
    return then(this.resolver.device(integration, status.devEui, status.deviceName), (device) => {
      if ('otherAccount' in device) return unauthorized();
      if ('unregistered' in device) return noted(WEBHOOK_CODES.unregistered, M.unregistered);
      this.reportStatus({ id: device.sensor.id, accountId: device.sensor.account_id, productId: device.sensor.sensor_id }, status);
      this.metrics?.batch('chirpstack', 'ok');
      return noted(WEBHOOK_CODES.status, M.status, 200);
    });
  }

  /** Core NATS, like water's change events: a device status is refreshed by the next one if lost. */
  private reportStatus(sensor: VerifiedSensor, s: Pick<NetworkStatus, 'battery' | 'margin' | 'externalPowerSource' | 'receivedAt'>): void {
    this.nc.publish(LORAWAN_SUBJECTS.statusReported, encoder.encode(JSON.stringify({
      account_id: sensor.accountId,
      sensor_id: sensor.id,
      battery: s.battery,
      margin: s.margin,
      external_power_source: s.externalPowerSource,
      received_at: new Date(s.receivedAt).toISOString(),
    })));
  }
}
