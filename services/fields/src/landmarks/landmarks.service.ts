import { Injectable } from '@nestjs/common';
import {
  DEFAULT_LANDMARK_ICON_CODE, defaultLandmarkName,
  type CreateLandmarkRequest, type DeleteLandmarkRequest, type Landmark, type LandmarkList, type RequestContext,
  type UpdateLandmarkRequest,
} from '@inasaku/contracts';
import { RpcErrors, assertWritable, requireAccount } from '@inasaku/service-kit';
import type { LandmarkEntity } from './entities/landmark.entity';
import { LandmarksRepository, type LandmarkChanges } from './landmarks.repository';

export function toLandmark(e: LandmarkEntity): Landmark {
  return { landmark_id: e.landmarkId, name: e.name, icon: e.icon, latitude: Number(e.latitude), longitude: Number(e.longitude) };
}

/** JSON numbers stored as numeric text; String() of a double is its shortest exact round-trip form. */
const coordinate = (n: number) => String(n);

export function toLandmarkChanges(input: UpdateLandmarkRequest): LandmarkChanges {
  const changes: LandmarkChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.icon !== undefined) changes.icon = input.icon || DEFAULT_LANDMARK_ICON_CODE;
  if (input.latitude !== undefined) changes.latitude = coordinate(input.latitude);
  if (input.longitude !== undefined) changes.longitude = coordinate(input.longitude);
  return changes;
}

@Injectable()
export class LandmarksService {
  constructor(private readonly landmarks: LandmarksRepository) {}

  async list(context: RequestContext): Promise<LandmarkList> {
    return { list: (await this.landmarks.list(requireAccount(context))).map(toLandmark) };
  }

  async create(context: RequestContext, input: CreateLandmarkRequest): Promise<Landmark> {
    const accountId = assertWritable(context);
    const landmark = await this.landmarks.create(accountId, {
      name: input.name ? input.name : defaultLandmarkName,
      icon: input.icon || DEFAULT_LANDMARK_ICON_CODE,
      latitude: coordinate(input.latitude),
      longitude: coordinate(input.longitude),
    });
    return toLandmark(landmark);
  }

  async update(context: RequestContext, input: UpdateLandmarkRequest): Promise<Landmark> {
    const landmark = await this.landmarks.update(assertWritable(context), input.landmark_id, toLandmarkChanges(input));
    return landmark ? toLandmark(landmark) : RpcErrors.notFound();
  }

  async delete(context: RequestContext, input: DeleteLandmarkRequest): Promise<{ landmark_id: string }> {
    const deleted = await this.landmarks.delete(assertWritable(context), input.landmark_id);
    return deleted ? { landmark_id: input.landmark_id } : RpcErrors.notFound();
  }
}
