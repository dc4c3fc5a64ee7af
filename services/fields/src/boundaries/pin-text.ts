/**
 * A computed position as the spec's 'lat,lng' text: seven decimals (about 1 cm) without trailing
 * zeros, so it passes the map_pos rule and reads like a clicked pin.
 */
export function formatPin(lat: number, lng: number): string {
  return `${decimal(lat)},${decimal(lng)}`;
}

function decimal(n: number): string {
  const text = n.toFixed(7).replace(/0+$/, '').replace(/\.$/, '');
  return text === '-0' ? '0' : text;
}
