import { Injectable, Logger } from '@nestjs/common';
import { loadLineTokenKey, loadVapidKeys, type VapidKeys } from './delivery-keys';

/** The delivery keys, read once at boot (a missing key with NODE_ENV=production stops the boot). */
@Injectable()
export class VapidKeyHolder {
  private readonly logger = new Logger(VapidKeyHolder.name);
  readonly keys: VapidKeys;
  readonly lineTokenKey: Buffer;

  constructor() {
    const warn = (m: string) => this.logger.warn(m);
    this.keys = loadVapidKeys(process.env, warn);
    this.lineTokenKey = loadLineTokenKey(process.env, warn);
  }
}
