import type { CutReason } from './guarded-connection';

export interface DeviceError {
  error: { code: string; message: string };
}

/**
 * Errors a device reads on its result topic, in the house's shape and with the same codes and
 * texts as the HTTP side, so a device handles both transports alike.
 */
export const MQTT_ERRORS = {
  unavailable: { error: { code: 'SERVICE_UNAVAILABLE', message: 'サーバーへの接続に失敗しました。' } },
  tooLarge: { error: { code: 'PAYLOAD_TOO_LARGE', message: '送信データが大きすぎます。' } },
  idle: { error: { code: 'IDLE_TIMEOUT', message: '一定時間送信がなかったため接続を閉じました。' } },
} as const satisfies Record<string, DeviceError>;

/** The answer to a cut connection, where the device can still read one (it is authenticated). */
export function cutError(reason: CutReason): DeviceError | null {
  if (reason === 'too-large') return MQTT_ERRORS.tooLarge;
  if (reason === 'idle-timeout') return MQTT_ERRORS.idle;
  return null;
}
