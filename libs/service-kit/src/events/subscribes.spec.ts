import 'reflect-metadata';
import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventBus, type EventHandler, type EventMeta } from './event-bus';
import { EventSubscriptions, Subscribes } from './subscribes';

@Injectable()
class Farmer {
  readonly seen: string[] = [];

  @Subscribes('t.account.created', 't-account-created')
  async onCreated(event: { id: string }, meta: EventMeta): Promise<void> {
    this.seen.push(`created ${event.id} #${meta.seq}`);
  }

  @Subscribes('t.account.deleted', 't-account-deleted')
  onDeleted(event: { id: string }): void {
    this.seen.push(`deleted ${event.id}`);
  }

  notAHandler(): void {
    this.seen.push('never');
  }
}

describe('@Subscribes', () => {
  it('subscribes each marked method with its durable consumer at start, and hands it the event and its meta', async () => {
    const subscribed: { subject: string; durableName: string; handler: EventHandler<unknown> }[] = [];
    const bus = { subscribe: (subject: string, durableName: string, handler: EventHandler<unknown>) => Promise.resolve(void subscribed.push({ subject, durableName, handler })) };
    @Module({ providers: [Farmer, EventSubscriptions, { provide: EventBus, useValue: bus }] })
    class SpecModule {}
    const app = await NestFactory.createApplicationContext(SpecModule, { logger: false });
    expect(subscribed.map(({ subject, durableName }) => [subject, durableName])).toEqual([
      ['t.account.created', 't-account-created'],
      ['t.account.deleted', 't-account-deleted'],
    ]);
    const meta = { subject: 't.account.created', seq: 7, msgId: undefined, redelivered: false };
    await subscribed[0].handler({ id: 'a' }, meta);
    await subscribed[1].handler({ id: 'b' }, { ...meta, seq: 8 });
    expect(app.get(Farmer).seen).toEqual(['created a #7', 'deleted b']);
    await app.close();
  });
});
