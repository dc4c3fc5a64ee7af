import { SUBJECTS } from '@inasaku/contracts';
import { NatsStub } from './nats-stub';

/**
 * Stands in for the account service's `account.accounts.get`, as it answers the signed-in
 * account: the water feature a test switched on (water asks) and the home position a test
 * registered (weather asks), nothing for other accounts.
 */
export class AccountStub {
  private readonly water = new Set<string>();
  private readonly positions = new Map<string, { latitude: number; longitude: number }>();
  calls = 0;

  private constructor(private readonly stub: NatsStub) {}

  static async start(url: string): Promise<AccountStub> {
    const nats = await NatsStub.connect(url, 'account-stub');
    const stub = new AccountStub(nats);
    nats.answer(SUBJECTS.account.accountInfo.get, 'account', (_payload, context) => {
      stub.calls++;
      const accountId = context.accountId ?? '';
      const planType = context.planType ?? 1;
      return {
        response: {
          account_id: accountId, root_users: [], admin: false, plan_type: planType,
          display_mode: { type: planType, message: '', water_management: stub.water.has(accountId) },
          area_pos: stub.positions.get(accountId) ?? null,
        },
      };
    });
    await nats.ready();
    return stub;
  }

  enableWater(accountId: string): void {
    this.water.add(accountId);
  }

  setPosition(accountId: string, latitude: number, longitude: number): void {
    this.positions.set(accountId, { latitude, longitude });
  }

  clear(): void {
    this.water.clear();
    this.positions.clear();
    this.calls = 0;
  }

  close(): Promise<void> {
    return this.stub.close();
  }
}
