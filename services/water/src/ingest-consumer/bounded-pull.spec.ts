import { nextPull, streamSeq } from './bounded-pull';

describe('nextPull (what the readings consumer asks JetStream for)', () => {
  const limits = { maxMessages: 20_000, maxBytes: 32_000_000, maxMessageBytes: 1_052_672 };

  it('asks for the room left by count and by bytes together', () => {
    expect(nextPull(limits, { messages: 0, bytes: 0 })).toEqual({ batch: 20_000, max_bytes: 32_000_000 });
    expect(nextPull(limits, { messages: 5_000, bytes: 20_000_000 })).toEqual({ batch: 15_000, max_bytes: 12_000_000 });
  });

  it('waits while less than a quarter is free by count or by bytes', () => {
    expect(nextPull(limits, { messages: 15_001, bytes: 0 })).toBeNull();
    expect(nextPull(limits, { messages: 0, bytes: 24_000_001 })).toBeNull();
  });

  it('never asks for fewer bytes than the largest message (the pull would stall on it)', () => {
    const small = { maxMessages: 100, maxBytes: 3_000_000, maxMessageBytes: 1_052_672 };
    expect(nextPull(small, { messages: 0, bytes: 1_960_000 })).toBeNull();
    expect(nextPull(small, { messages: 0, bytes: 1_900_000 })).toEqual({ batch: 100, max_bytes: 1_100_000 });
  });
});

describe('streamSeq (a message\'s stream sequence, the dead letters\' key)', () => {
  it('reads both forms of the JetStream ack subject', () => {
    expect(streamSeq('$JS.ACK.SENSOR_READINGS.water-readings.1.4711.12.1795000000000000000.3')).toBe(4711);
    expect(streamSeq('$JS.ACK.hub.ACCHASH.SENSOR_READINGS.water-readings.2.4712.13.1795000000000000000.0.token')).toBe(4712);
  });

  it('answers null for anything else', () => {
    for (const reply of [undefined, '', '_INBOX.abc', '$JS.ACK.x', '$JS.ACK.S.C.1.x.1.1.0', '$JS.ACK.S.C.1.0.1.1.0']) expect(streamSeq(reply)).toBeNull();
  });
});
