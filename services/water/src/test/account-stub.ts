import { connect, type NatsConnection, type Subscription } from 'nats';
import { SUBJECTS, type RpcEnvelope } from '@inasaku/contracts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Stands in for the account service on the test NATS: answers `account.accounts.get` (the water
 * feature check) for the accounts a test switched the feature on, as the real service answers
 * the signed-in account.
 */
export class AccountStub {
  private readonly water = new Set<string>();
  calls = 0;

  private constructor(private readonly nc: NatsConnection, private readonly sub: Subscription) {}

  static async start(url: string): Promise<AccountStub> {
    const nc = await connect({ servers: url, name: 'account-stub' });
    const sub = nc.subscribe(SUBJECTS.account.accountInfo.get, { queue: 'account' });
    const stub = new AccountStub(nc, sub);
    void (async () => {
      for await (const msg of sub) {
        stub.calls++;
        const packet = JSON.parse(decoder.decode(msg.data)) as { id: string; data: RpcEnvelope };
        const accountId = packet.data.context.accountId ?? '';
        const response = {
          account_id: accountId, root_users: [], admin: false, plan_type: packet.data.context.planType ?? 1,
          display_mode: { type: packet.data.context.planType ?? 1, message: '', water_management: stub.water.has(accountId) },
        };
        msg.respond(encoder.encode(JSON.stringify({ id: packet.id, response, isDisposed: true })));
      }
    })();
    await nc.flush();
    return stub;
  }

  enableWater(accountId: string): void {
    this.water.add(accountId);
  }

  clear(): void {
    this.water.clear();
  }

  async close(): Promise<void> {
    this.sub.unsubscribe();
    await this.nc.drain();
  }
}
