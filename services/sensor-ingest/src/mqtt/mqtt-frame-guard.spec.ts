import { MqttFrameGuard } from './mqtt-frame-guard';

/** A packet of `type` whose remaining length is `length` (varint), with that many body bytes. */
function packet(type: number, length: number): Buffer {
  const header = [type << 4];
  let n = length;
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    header.push(byte);
  } while (n > 0);
  return Buffer.concat([Buffer.from(header), Buffer.alloc(length, 0x61)]);
}

describe('MqttFrameGuard', () => {
  it('passes packets within the limits and counts each complete one, however the bytes are cut', () => {
    let packets = 0;
    const guard = new MqttFrameGuard(1000, 100, () => (packets += 1));
    const bytes = Buffer.concat([packet(1, 90), packet(3, 997), packet(12, 0), packet(3, 200)]);
    for (let i = 0; i < bytes.length; i += 7) expect(guard.push(bytes.subarray(i, i + 7))).toEqual({ ok: true });
    expect(packets).toBe(4);
  });

  it('refuses a first packet (CONNECT) over its own limit from the header alone', () => {
    const guard = new MqttFrameGuard(1_048_576, 2048);
    // 16 MB announced, only the five header bytes sent
    expect(guard.push(packet(1, 16 * 1024 * 1024).subarray(0, 5))).toEqual({ ok: false, reason: 'too-large', announced: 1 + 4 + 16 * 1024 * 1024 });
  });

  it('refuses a later packet over the message limit as soon as its length is known', () => {
    const guard = new MqttFrameGuard(1000, 100);
    expect(guard.push(packet(1, 50))).toEqual({ ok: true });
    expect(guard.push(packet(3, 998).subarray(0, 3))).toEqual({ ok: false, reason: 'too-large', announced: 1001 });
  });

  it('refuses a remaining length of more than four bytes', () => {
    const guard = new MqttFrameGuard(1000, 1000);
    expect(guard.push(Buffer.from([0x10, 0xff, 0xff, 0xff, 0xff]))).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('calls a packet with no body complete at once', () => {
    let packets = 0;
    const guard = new MqttFrameGuard(1000, 1000, () => (packets += 1));
    guard.push(Buffer.from([0xc0, 0x00, 0xc0]));
    expect(packets).toBe(1);
    guard.push(Buffer.from([0x00]));
    expect(packets).toBe(2);
  });
});
