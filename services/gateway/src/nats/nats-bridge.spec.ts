import { responseBytes } from './nats-bridge';

const bytes = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array | null) => (b === null ? null : new TextDecoder().decode(b));
const ID = '6f1c7a52-3d7e-4c8b-9a51-0b2f8c1d9e10';

describe('responseBytes (the unparsed result of a Nest NATS reply)', () => {
  it('cuts the result out of a reply that is done in one packet', () => {
    const result = [{ name: '北1', memo: 'a "quoted" ,"id":"x"} tail' }];
    const reply = JSON.stringify({ response: result, isDisposed: true, id: ID });
    expect(JSON.parse(text(responseBytes(bytes(reply), ID))!)).toEqual(result);
  });

  it('cuts it out of a first packet without isDisposed', () => {
    expect(text(responseBytes(bytes(JSON.stringify({ response: { a: 1 }, id: ID })), ID))).toBe('{"a":1}');
    expect(text(responseBytes(bytes(JSON.stringify({ response: null, id: ID })), ID))).toBe('null');
  });

  it('leaves errors, empty results and other requests\' replies to the parsing way', () => {
    expect(responseBytes(bytes(JSON.stringify({ err: { statusCode: 404 }, isDisposed: true, id: ID })), ID)).toBeNull();
    expect(responseBytes(bytes(JSON.stringify({ isDisposed: true, id: ID })), ID)).toBeNull();
    expect(responseBytes(bytes(JSON.stringify({ response: [1], isDisposed: true, id: 'other' })), ID)).toBeNull();
    expect(responseBytes(bytes('{"response":'), ID)).toBeNull();
  });
});
