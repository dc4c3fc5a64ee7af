import { mayPublish, mayReceive, maySubscribe, readingsTopic, resultTopic } from './topic-policy';

describe('device topic policy (literal, never a pattern)', () => {
  const own = 'WL-0001';

  it('grants a device its own readings and result topics only', () => {
    expect(mayPublish(own, readingsTopic(own))).toBe(true);
    expect(maySubscribe(own, resultTopic(own))).toBe(true);
    expect(mayReceive(own, resultTopic(own))).toBe(true);
    expect(mayPublish(own, readingsTopic('WL-0002'))).toBe(false);
    expect(maySubscribe(own, resultTopic('WL-0002'))).toBe(false);
    expect(mayPublish(own, resultTopic(own))).toBe(false);
    expect(maySubscribe(own, readingsTopic(own))).toBe(false);
  });

  it.each([
    'sensors/+/readings/result', 'sensors/WL-0001/readings/+', 'sensors/WL-0001/#', '#', '+/+/+/+', '$SYS/#', '$SYS/+/new/clients',
    'sensors/WL-0001/readings/result/', ' sensors/WL-0001/readings/result', 'sensors/wl-0001/readings/result',
  ])('never grants the filter %s, though it may match the device\'s own topic', (filter) => {
    expect(maySubscribe(own, filter)).toBe(false);
  });

  it('a device whose ID looks like a pattern still only gets the literal topic', () => {
    // such IDs cannot authenticate (isProductId), and even so nothing would be matched as a pattern
    expect(maySubscribe('+', 'sensors/+/readings/result')).toBe(true);
    expect(mayReceive('+', resultTopic('WL-0001'))).toBe(false);
  });
});
