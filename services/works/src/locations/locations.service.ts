import { Injectable } from '@nestjs/common';
import {
  MAX_LOCATION_POINTS,
  type CreateLocationsRequest, type CreateLocationsResponse, type ListLocationsRequest, type LocationHistories, type RequestContext,
} from '@inasaku/contracts';
import { RpcErrors, assertWritable, requireAccount } from '@inasaku/service-kit';
import { toTokyoIso } from '@inasaku/domain';
import { LocationsRepository } from './locations.repository';

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

/** Worker trails (person filter of the work-history map) and the positions phones send. */
@Injectable()
export class LocationsService {
  constructor(private readonly locations: LocationsRepository) {}

  async list(context: RequestContext, query: ListLocationsRequest): Promise<LocationHistories> {
    const accountId = requireAccount(context);
    const rows = await this.locations.range(
      accountId, new Date(query.location_time_from), new Date(query.location_time_to), MAX_LOCATION_POINTS, query.user_id,
    );
    const byUser: LocationHistories = {};
    for (const r of rows) {
      (byUser[r.user_id] ??= []).push({ lat: round6(Number(r.lat)), lon: round6(Number(r.lon)), location_time: toTokyoIso(new Date(r.location_time)) });
    }
    return byUser;
  }

  /** Refused like every write on a read-only plan; not tied to a year. */
  async create(context: RequestContext, input: CreateLocationsRequest): Promise<CreateLocationsResponse> {
    const accountId = assertWritable(context, {});
    if (!context.userId) return RpcErrors.unauthorized();
    const now = new Date();
    const count = await this.locations.insert(
      accountId,
      context.userId,
      input.locations.map((p) => ({ lat: p.lat, lon: p.lon, locationTime: p.location_time ? new Date(p.location_time) : now })),
    );
    return { count };
  }
}
