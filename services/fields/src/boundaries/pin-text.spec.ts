import { parseMapPos } from '@inasaku/contracts';
import { formatPin } from './pin-text';

describe('formatPin', () => {
  it('writes a map_pos the spec rule accepts, to about a centimetre', () => {
    expect(formatPin(35.12345678912, 139.5)).toBe('35.1234568,139.5');
    expect(formatPin(-0.00000001, 140)).toBe('0,140');
    expect(parseMapPos(formatPin(37.9, 139.0000001))).toEqual({ lat: 37.9, lng: 139.0000001 });
  });
});
