/** Places a 24x24 glyph path (Material Design Icons geometry) centred at (cx, cy), size px wide. */
export function glyph(path: string, cx: number, cy: number, size: number, fill: string): string {
  const s = size / 24;
  const x = cx - size / 2;
  const y = cy - size / 2;
  return `<path transform="translate(${round(x)} ${round(y)}) scale(${round(s)})" d="${path}" fill="${fill}"/>`;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
