import { z } from 'zod';
import { LIMITS, max, oneOf, type Rule } from '@inasaku/domain';
import { ruledString } from '../zod-rules';
import { idField, latitudeField, longitudeField } from './common';

/**
 * Landmarks belong to the account, not to a year: they are the same whichever year is shown.
 * Writes are still refused while a past year is chosen (spec 000 §4.1 disables the screen).
 */

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(3, '0'));
}

/** The five series of spec 001 §9: plain, buildings, transport, map symbols (two ranges). Same codes as libs/map. */
export const LANDMARK_ICON_CODES: readonly string[] = [
  ...range(0, 10), ...range(101, 113), ...range(201, 211), ...range(301, 305), ...range(401, 415),
];
export const DEFAULT_LANDMARK_ICON_CODE = '000';

/** Default name of a new landmark (spec 001 §3: 'Landmark' plus count+1). */
export function defaultLandmarkName(existingCount: number): string {
  return `ランドマーク${existingCount + 1}`;
}

export const LANDMARK_RULES = {
  name: [max(LIMITS.landmarkName)],
  icon: [oneOf(LANDMARK_ICON_CODES)],
} satisfies Record<string, Rule[]>;

/**
 * POST /inasaku/landmarks. Without a name the landmark is called defaultLandmarkName(count);
 * without an icon it gets '000'.
 */
export const createLandmarkSchema = z.object({
  name: ruledString(LANDMARK_RULES.name, { label: '名称' }).optional(),
  icon: ruledString(LANDMARK_RULES.icon).optional(),
  latitude: latitudeField,
  longitude: longitudeField,
});

/** PUT /inasaku/landmarks: move (latitude + longitude) or edit (name, icon); absent keys are kept. */
export const updateLandmarkSchema = z
  .object({
    landmark_id: idField,
    name: ruledString(LANDMARK_RULES.name, { label: '名称' }).optional(),
    icon: ruledString(LANDMARK_RULES.icon).optional(),
    latitude: latitudeField.optional(),
    longitude: longitudeField.optional(),
  })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    message: '緯度と経度は両方指定してください。',
    path: ['latitude'],
  });

/** DELETE /inasaku/landmarks (JSON body) */
export const deleteLandmarkSchema = z.object({ landmark_id: idField });

export type CreateLandmarkRequest = z.infer<typeof createLandmarkSchema>;
export type UpdateLandmarkRequest = z.infer<typeof updateLandmarkSchema>;
export type DeleteLandmarkRequest = z.infer<typeof deleteLandmarkSchema>;

export const landmarkSchema = z.object({
  landmark_id: z.string(),
  name: z.string(),
  /** a code of LANDMARK_ICON_CODES; libs/map draws it */
  icon: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Landmark = z.infer<typeof landmarkSchema>;

/** GET /inasaku/landmarks answers { list } (read by the client as data.data.list). */
export const landmarkListSchema = z.object({
  list: z.array(landmarkSchema),
});
export type LandmarkList = z.infer<typeof landmarkListSchema>;
