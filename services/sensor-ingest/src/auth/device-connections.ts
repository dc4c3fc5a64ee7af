/** One open device connection (an MQTT client) as the revocation needs to see it. */
export interface DeviceConnection {
  readonly productId: string;
  /** sha256 of the token the connection authenticated with (to check it again after a reconnect to NATS) */
  readonly tokenHash: string;
  /**
   * Set synchronously when the token is revoked: every later step of the connection (a publish
   * on its way in, an answer on its way out) looks at it before it does anything.
   */
  revoked: boolean;
  /** Ends the connection now (no acknowledgement of anything still in flight). */
  close(): void;
}

/**
 * The open device connections by product ID, so a revoked token (rotation, sensor deletion,
 * account deletion) ends each of them at once instead of when the device next connects.
 */
export class DeviceConnections {
  private readonly byProduct = new Map<string, Set<DeviceConnection>>();

  add(connection: DeviceConnection): void {
    let set = this.byProduct.get(connection.productId);
    if (!set) this.byProduct.set(connection.productId, (set = new Set()));
    set.add(connection);
  }

  remove(connection: DeviceConnection): void {
    const set = this.byProduct.get(connection.productId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byProduct.delete(connection.productId);
  }

  /** Marks every connection of this product ID revoked, then closes it; answers how many there were. */
  revoke(productId: string): number {
    const set = this.byProduct.get(productId);
    if (!set) return 0;
    this.byProduct.delete(productId);
    for (const connection of set) connection.revoked = true;
    for (const connection of set) connection.close();
    return set.size;
  }

  count(productId?: string): number {
    if (productId !== undefined) return this.byProduct.get(productId)?.size ?? 0;
    let n = 0;
    for (const set of this.byProduct.values()) n += set.size;
    return n;
  }

  *all(): IterableIterator<DeviceConnection> {
    for (const set of this.byProduct.values()) yield* set;
  }
}
