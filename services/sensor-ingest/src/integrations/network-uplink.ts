import type { LorawanNetwork } from '@inasaku/contracts';

/**
 * One uplink as either network server sent it, in the few fields that matter here. Both parsers
 * produce it; what follows (device lookup, decoding map, validation, JetStream) is shared.
 */
export interface NetworkUplink {
  network: LorawanNetwork;
  /** 16 upper-case hex digits */
  devEui: string;
  deviceName: string | undefined;
  /** the network server's receive time, epoch ms */
  receivedAt: number;
  /** the payload formatter's / codec's output; null when the network server decoded nothing */
  decoded: Record<string, unknown> | null;
  /** the best RSSI over the gateways that heard it, dBm; null when none said */
  rssi: number | null;
  /** the best SNR, dB (parsed for completeness; the reading has no field for it) */
  snr: number | null;
  /** a battery the network server knows apart from the payload (The Things Stack's last DevStatusAns), % */
  networkBattery: number | null;
  fCnt: number;
  fPort: number;
  /**
   * The natural key of this uplink: the same uplink delivered twice (a retry, a second
   * integration, a failover) has the same key, so JetStream stores it once.
   */
  key: string;
}

/** A device-status report (ChirpStack `status` event): the battery and the link margin. */
export interface NetworkStatus {
  network: LorawanNetwork;
  devEui: string;
  deviceName: string | undefined;
  receivedAt: number;
  /** % (null when the device cannot measure it or runs on external power) */
  battery: number | null;
  margin: number | null;
  externalPowerSource: boolean;
}

/** A body the parser could not read: 400 with this Japanese reason. */
export interface UnreadablePayload {
  unreadable: string;
}

export const isUnreadable = (v: unknown): v is UnreadablePayload => typeof (v as UnreadablePayload | null)?.unreadable === 'string';
