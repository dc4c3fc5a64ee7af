import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  FIELDS_ERROR_CODES, FIELDS_MESSAGES,
  type GeocodeResult, type GeocodeSearchRequest, type RequestContext, type ReverseGeocodeRequest, type ReverseGeocodeResult,
} from '@inasaku/contracts';
import { requireAccount, rpcError } from '@inasaku/service-kit';
import { FIELDS_ENV, type FieldsEnv } from '../config/fields-env';
import { GEOCODER, type Geocoder } from './geocoder';

/** Address search and area names with the spec's answers: '見つかりません' (404), 'エラー発生' (502). */
@Injectable()
export class GeocodingService {
  private readonly logger = new Logger(GeocodingService.name);

  constructor(
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
    @Inject(FIELDS_ENV) private readonly env: FieldsEnv,
  ) {}

  async search(context: RequestContext, input: GeocodeSearchRequest): Promise<GeocodeResult[]> {
    requireAccount(context);
    const results = await this.call('search', () => this.geocoder.search(input.q.trim()));
    if (results.length === 0) return rpcError(404, FIELDS_ERROR_CODES.geocodeNoResults, FIELDS_MESSAGES.geocodeNoResults);
    return results.slice(0, this.env.GEOCODE_MAX_RESULTS);
  }

  async reverse(context: RequestContext, input: ReverseGeocodeRequest): Promise<ReverseGeocodeResult> {
    requireAccount(context);
    return { area_name: await this.call('reverse', () => this.geocoder.reverse(input.latitude, input.longitude)) };
  }

  private async call<T>(operation: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      // The provider's message never carries the URL (and so never the key).
      this.logger.warn({ msg: 'geocoder failed', provider: this.geocoder.provider, operation, error: (e as Error).message });
      return rpcError(502, FIELDS_ERROR_CODES.geocodeFailed, FIELDS_MESSAGES.geocodeFailed);
    }
  }
}
