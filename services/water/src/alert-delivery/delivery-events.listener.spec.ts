import { EVENTS } from '@inasaku/contracts';
import { DeliveryEventsListener } from './delivery-events.listener';

type Handler = (e: unknown) => Promise<void>;

describe('DeliveryEventsListener', () => {
  async function listen() {
    const handlers = new Map<string, Handler>();
    const bus = { subscribe: jest.fn(async (subject: string, _durable: string, h: Handler) => void handlers.set(subject, h)) };
    const deliveries = { forgetUser: jest.fn(async () => undefined), forgetAccount: jest.fn(async () => undefined), mailed: jest.fn(async () => undefined) };
    await new DeliveryEventsListener({} as never, bus as never, deliveries as never).onApplicationBootstrap();
    return { handlers, deliveries };
  }

  it('an id that is not a uuid is nothing to forget, and never fails the event (which would redeliver it for ever)', async () => {
    const { handlers, deliveries } = await listen();
    await expect(handlers.get(EVENTS.userDeleted)!({ user_id: 'deleted-test.1' })).resolves.toBeUndefined();
    await expect(handlers.get(EVENTS.accountDeleted)!({ account_id: "x'; DROP" })).resolves.toBeUndefined();
    expect(deliveries.forgetUser).not.toHaveBeenCalled();
    expect(deliveries.forgetAccount).not.toHaveBeenCalled();
  });

  it('a deleted user or account is forgotten', async () => {
    const { handlers, deliveries } = await listen();
    const id = '0b6f3f5e-3c1a-4d55-9d0e-6f8f1b2a7c11';
    await handlers.get(EVENTS.userDeleted)!({ user_id: id });
    await handlers.get(EVENTS.accountDeleted)!({ account_id: id });
    expect(deliveries.forgetUser).toHaveBeenCalledWith(id);
    expect(deliveries.forgetAccount).toHaveBeenCalledWith(id);
  });
});
