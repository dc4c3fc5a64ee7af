/**
 * Weather grid cells. Weather belongs to a place: accounts whose home positions fall in one
 * cell share its weather and its provider calls. A cell is a square of `step` degrees, named by
 * its centre, and the provider is asked about the centre. The default 0.2° (about 22 km
 * north–south, 18 km east–west in Japan) is four JMA MSM meshes (5 km) a side: 10,000 farms over
 * Japan's rice areas fall in about 1,200 cells (scripts/bench-weather.mjs), which keeps every
 * forecast within hours of fresh on the provider's free tier. A farm that runs warmer or colder
 * than its cell's centre (altitude: about 0.6 ℃ per 100 m) sets the correction of its
 * accumulated-temperature settings (補正値) for that.
 */
export interface GridCell {
  /** 'lat,lng' of the centre with as many decimals as the step needs, e.g. '35.75,139.65' */
  cell_id: string;
  latitude: number;
  longitude: number;
}

export const DEFAULT_GRID_STEP = 0.2;

function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

export function gridCellOf(latitude: number, longitude: number, step: number = DEFAULT_GRID_STEP): GridCell {
  if (!(step > 0)) throw new Error('grid step must be positive');
  // Index of the cell (floor), computed on a scaled integer to dodge 0.1-style float drift.
  const scale = 10 ** (decimalsOf(step) + 6);
  const index = (v: number) => Math.floor(Math.round(v * scale) / Math.round(step * scale));
  const digits = decimalsOf(step) + 1;
  const centre = (i: number) => Number(((i + 0.5) * step).toFixed(digits));
  const lat = Math.min(90, Math.max(-90, centre(index(latitude))));
  const lng = centre(index(longitude));
  return { cell_id: `${lat.toFixed(digits)},${lng.toFixed(digits)}`, latitude: lat, longitude: lng };
}
