import { DeviceConnections, type DeviceConnection } from './device-connections';

function connection(productId: string, closes: string[]): DeviceConnection {
  const c: DeviceConnection = {
    productId,
    tokenHash: 'h',
    revoked: false,
    close: () => closes.push(`${productId}:${String(c.revoked)}`),
  };
  return c;
}

describe('DeviceConnections', () => {
  it('revokes every connection of one product ID (marked before it is closed) and no other', () => {
    const closes: string[] = [];
    const registry = new DeviceConnections();
    const a1 = connection('A', closes);
    const a2 = connection('A', closes);
    const b = connection('B', closes);
    [a1, a2, b].forEach((c) => registry.add(c));
    expect(registry.revoke('A')).toBe(2);
    expect(closes).toEqual(['A:true', 'A:true']);
    expect(b.revoked).toBe(false);
    expect(registry.count()).toBe(1);
    expect(registry.revoke('A')).toBe(0);
  });

  it('forgets a connection that closed on its own', () => {
    const registry = new DeviceConnections();
    const a = connection('A', []);
    registry.add(a);
    registry.remove(a);
    expect(registry.count('A')).toBe(0);
    expect([...registry.all()]).toEqual([]);
  });
});
