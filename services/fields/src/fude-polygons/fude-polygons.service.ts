import { Injectable } from '@nestjs/common';
import {
  MAX_FUDE_BBOX_DEGREES, MAX_FUDE_POLYGONS_IN_VIEW,
  type FudePolygon, type FudePolygonAtRequest, type FudePolygonsInView, type FudePolygonsInViewRequest, type RequestContext,
} from '@inasaku/contracts';
import { requireAccount } from '@inasaku/service-kit';
import { FudePolygonsRepository } from './fude-polygons.repository';

/** 筆ポリゴン for the map: open data, read by every signed-in account alike. */
@Injectable()
export class FudePolygonsService {
  constructor(private readonly repository: FudePolygonsRepository) {}

  at(context: RequestContext, query: FudePolygonAtRequest): Promise<FudePolygon | null> {
    requireAccount(context);
    return this.repository.at(query.lat, query.lng);
  }

  /** A view wider than MAX_FUDE_BBOX_DEGREES gets nothing (truncated): the map should zoom in first. */
  async inView(context: RequestContext, query: FudePolygonsInViewRequest): Promise<FudePolygonsInView> {
    requireAccount(context);
    const [minLng, minLat, maxLng, maxLat] = query.bbox;
    if (maxLng - minLng > MAX_FUDE_BBOX_DEGREES || maxLat - minLat > MAX_FUDE_BBOX_DEGREES) return { list: [], truncated: true };
    const list = await this.repository.inBox(query.bbox, MAX_FUDE_POLYGONS_IN_VIEW + 1);
    return { list: list.slice(0, MAX_FUDE_POLYGONS_IN_VIEW), truncated: list.length > MAX_FUDE_POLYGONS_IN_VIEW };
  }
}
