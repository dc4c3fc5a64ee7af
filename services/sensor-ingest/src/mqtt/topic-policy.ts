import { sensorMqttTopic } from '@inasaku/contracts';

/** Where a device publishes its batches: `sensors/<product ID>/readings`. */
export const readingsTopic = (productId: string): string => sensorMqttTopic(productId);

/** Where the broker answers a batch: `sensors/<product ID>/readings/result` (DeviceBatchResponse or an error). */
export const resultTopic = (productId: string): string => `${sensorMqttTopic(productId)}/result`;

/**
 * A device's topics are compared as strings, never matched as patterns: the only topic it may
 * publish to is its readings topic and the only one it may subscribe to (and be sent anything
 * on) is its result topic. A filter with `+` or `#`, or any `$` topic, is therefore never
 * granted, even one that would match the device's own topic.
 */
export function mayPublish(productId: string, topic: string): boolean {
  return topic === readingsTopic(productId);
}

export function maySubscribe(productId: string, filter: string): boolean {
  return filter === resultTopic(productId);
}

export function mayReceive(productId: string, topic: string): boolean {
  return topic === resultTopic(productId);
}
