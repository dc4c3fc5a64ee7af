import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { EventBus, type EventMeta } from './event-bus';

const SUBSCRIPTIONS = 'inasaku:event-subscriptions';

interface Subscription {
  subject: string;
  durableName: string;
  method: string | symbol;
}

/**
 * Marks a provider's method as the handler of an event: the service's durable JetStream consumer
 * `durableName` on `subject` calls it with the event and its meta once the application has
 * started, acknowledging once it returned (EventBus.subscribe).
 */
export function Subscribes(subject: string, durableName: string) {
  return <M extends (event: never, meta: EventMeta) => Promise<void> | void>(target: object, method: string | symbol, _descriptor: TypedPropertyDescriptor<M>): void => {
    const declared = (Reflect.getOwnMetadata(SUBSCRIPTIONS, target) as Subscription[] | undefined) ?? [];
    Reflect.defineMetadata(SUBSCRIPTIONS, [...declared, { subject, durableName, method }], target);
  };
}

/** Subscribes every @Subscribes method of the application's providers, at application start. */
@Injectable()
export class EventSubscriptions implements OnApplicationBootstrap {
  constructor(
    private readonly modules: ModulesContainer,
    private readonly bus: EventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const module of this.modules.values()) {
      for (const wrapper of module.providers.values()) {
        const instance = wrapper.instance as Record<string | symbol, (event: unknown, meta: EventMeta) => Promise<void> | void> | undefined;
        if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
        const subscriptions = (Reflect.getMetadata(SUBSCRIPTIONS, instance) as Subscription[] | undefined) ?? [];
        for (const { subject, durableName, method } of subscriptions) {
          await this.bus.subscribe(subject, durableName, (event, meta) => instance[method](event, meta));
        }
      }
    }
  }
}
