import { Injectable } from '@nestjs/common';
import { BOUNDARY_MESSAGES, type BoundaryPolygon } from '@inasaku/contracts';
import { RpcErrors } from '@inasaku/service-kit';
import { BoundariesRepository, twoDimensional } from './boundaries.repository';
import { formatPin } from './pin-text';

/** A boundary ready to store: its 2-D shape, its area and a pin inside it. */
export interface MeasuredBoundary {
  boundary: BoundaryPolygon;
  /** in a, two decimals, as numeric text ('12.34') */
  areaA: string;
  /** 'lat,lng' of a point inside the shape, for a field given without a pin */
  insidePin: string;
}

@Injectable()
export class BoundariesService {
  constructor(private readonly repository: BoundariesRepository) {}

  /**
   * Measures the boundaries (in order). The contract's shape rules have passed already; PostGIS's
   * own validity is the last word: an invalid one is a 400 naming `field` and nothing is written.
   */
  async measure(boundaries: BoundaryPolygon[], field = 'boundary'): Promise<MeasuredBoundary[]> {
    const measures = await this.repository.measure(boundaries);
    return measures.map((m, i) => {
      if (!m.valid) return RpcErrors.validation(BOUNDARY_MESSAGES.selfIntersection, field);
      return { boundary: twoDimensional(boundaries[i]), areaA: m.areaA, insidePin: formatPin(m.inside.lat, m.inside.lng) };
    });
  }

  /** Like measure, but an invalid shape answers null instead of failing (import previews list it as a problem). */
  async tryMeasure(boundaries: BoundaryPolygon[]): Promise<(MeasuredBoundary | null)[]> {
    const measures = await this.repository.measure(boundaries);
    return measures.map((m, i) =>
      m.valid ? { boundary: twoDimensional(boundaries[i]), areaA: m.areaA, insidePin: formatPin(m.inside.lat, m.inside.lng) } : null,
    );
  }
}
