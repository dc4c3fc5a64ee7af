import { connect, type NatsConnection, type Subscription } from 'nats';
import { SUBJECTS, type RpcEnvelope } from '@inasaku/contracts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Stands in for the account service's `account.accounts.get` on the test NATS, in Nest's reply
 * format: answers the home position registered for the caller's account (null otherwise).
 */
export class AccountStub {
  private readonly positions = new Map<string, { latitude: number; longitude: number }>();
  calls = 0;

  private constructor(private readonly nc: NatsConnection, private readonly sub: Subscription) {}

  static async start(url: string): Promise<AccountStub> {
    const nc = await connect({ servers: url, name: 'account-stub' });
    const sub = nc.subscribe(SUBJECTS.account.accountInfo.get, { queue: 'account' });
    const stub = new AccountStub(nc, sub);
    void (async () => {
      for await (const msg of sub) {
        const packet = JSON.parse(decoder.decode(msg.data)) as { id: string; data: RpcEnvelope<unknown> };
        stub.calls++;
        const accountId = packet.data.context.accountId ?? '';
        const response = { account_id: accountId, area_pos: stub.positions.get(accountId) ?? null };
        msg.respond(encoder.encode(JSON.stringify({ id: packet.id, response, isDisposed: true })));
      }
    })();
    await nc.flush();
    return stub;
  }

  setPosition(accountId: string, latitude: number, longitude: number): void {
    this.positions.set(accountId, { latitude, longitude });
  }

  clear(): void {
    this.positions.clear();
    this.calls = 0;
  }

  async close(): Promise<void> {
    this.sub.unsubscribe();
    await this.nc.drain();
  }
}
