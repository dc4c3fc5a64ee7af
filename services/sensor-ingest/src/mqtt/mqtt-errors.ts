import { DEVICE_READING_MESSAGES, MESSAGES } from '@inasaku/contracts';
import type { CutReason } from './guarded-connection';

export interface DeviceError {
  error: { code: string; message: string };
}

/**
 * Errors a device reads on its result topic, in the house's shape and with the same codes and
 * texts as the HTTP side, so a device handles both transports alike.
 */
export const MQTT_ERRORS = {
  unavailable: { error: { code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable } },
  idle: { error: { code: 'IDLE_TIMEOUT', message: '一定時間送信がなかったため接続を閉じました。再度接続してください。' } },
} as const satisfies Record<string, DeviceError>;

export function tooLargeError(maxMessageBytes: number): DeviceError {
  return { error: { code: 'PAYLOAD_TOO_LARGE', message: DEVICE_READING_MESSAGES.tooLarge(maxMessageBytes) } };
}

/** The answer to a cut connection, where the device can still read one (it is authenticated). */
export function cutError(reason: CutReason, maxMessageBytes: number): DeviceError | null {
  if (reason === 'too-large') return tooLargeError(maxMessageBytes);
  if (reason === 'idle-timeout') return MQTT_ERRORS.idle;
  return null;
}
