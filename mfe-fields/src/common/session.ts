/** A coordinate as stored text: 7 decimals (about a centimetre), no exponent, no trailing zeros. */
export function coordinateText(value: number): string {
  return value.toFixed(7).replace(/\.?0+$/, '');
}

export function mapPosOf(lat: number, lng: number): string {
  return `${coordinateText(lat)},${coordinateText(lng)}`;
}
