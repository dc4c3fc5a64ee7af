export type MapProvider = 'google' | 'leaflet';

/**
 * Google Maps only when a key is configured and Google has not already failed on this
 * page; everything else (no key, bad key, blocked script, offline) gets the keyless map.
 */
export function chooseMapProvider(opts: { googleMapsApiKey?: string | null; googleFailed: boolean }): MapProvider {
  const key = opts.googleMapsApiKey?.trim();
  return key && !opts.googleFailed ? 'google' : 'leaflet';
}

/**
 * Google's failure is remembered for the page: later maps go straight to Leaflet and the
 * user is told only once.
 */
export class GoogleFallback {
  failed = false;
  private announced = false;

  /** Records a failure; true for the one call that should tell the user. */
  fail(): boolean {
    this.failed = true;
    if (this.announced) return false;
    this.announced = true;
    return true;
  }

  reset(): void {
    this.failed = false;
    this.announced = false;
  }
}

export const googleFallback = new GoogleFallback();
