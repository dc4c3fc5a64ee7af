import type { BoundaryPolygon, FieldTransferFormat, PaddyField, UpdatePaddyFieldRequest, UpdateLandmarkRequest } from '@inasaku/contracts';
import { MAX_PADDY_FIELDS_PER_REQUEST, CLIENT_ROUTES } from '@inasaku/contracts';
import { callApi } from '@inasaku/ui';

/**
 * The fields calls of spec 001 §7, typed with the shared contracts. Every year-scoped call
 * carries the chosen management year; the gateway settles the year when it is null.
 */
type Year = string | null;
export const year = (managementId: Year) => (managementId ? { management_id: managementId } : {});

/**
 * The input with the chosen year in its query, for the routes whose contract declares no query:
 * the gateway still settles the year of every session route from it.
 */
export const withYear = <I extends object>(managementId: Year, input: I): I => ({ ...input, query: year(managementId) });

export const fieldsApi = {
  listPaddyFields: (managementId: Year) => callApi(CLIENT_ROUTES['paddyFields.list'], { query: year(managementId) }).then((l) => l ?? []),

  /** Registers the clicked pins; more than one request when there are over 500. */
  createPaddyFields(managementId: Year, mapPositions: string[]): Promise<PaddyField[]> {
    return fieldsApi.createPaddyFieldsFrom(managementId, mapPositions.map((map_pos) => ({ map_pos })));
  },

  /** Registers pins and tapped 筆 (a pin and a boundary each); more than one request when there are over 500. */
  async createPaddyFieldsFrom(managementId: Year, items: Array<{ map_pos: string; boundary?: BoundaryPolygon }>): Promise<PaddyField[]> {
    const created: PaddyField[] = [];
    for (let i = 0; i < items.length; i += MAX_PADDY_FIELDS_PER_REQUEST) {
      const chunk = items.slice(i, i + MAX_PADDY_FIELDS_PER_REQUEST);
      const rows = await callApi(CLIENT_ROUTES['paddyFields.create'], { body: { ...year(managementId), paddy_fields: chunk } });
      created.push(...(rows ?? []));
    }
    return created;
  },

  updatePaddyField: (managementId: Year, changes: Omit<UpdatePaddyFieldRequest, 'management_id'>) =>
    callApi(CLIENT_ROUTES['paddyFields.update'], { body: { ...year(managementId), ...changes } }),

  deletePaddyFields: (managementId: Year, ids: string[]) =>
    callApi(CLIENT_ROUTES['paddyFields.delete'], { body: { ...year(managementId), paddy_field_ids: ids } }),

  paddyFieldAreas: (managementId: Year) =>
    callApi(CLIENT_ROUTES['paddyFields.areas'], { query: year(managementId) }).then((l) => l ?? []),

  createLandmark: (managementId: Year, landmark: { name?: string; icon?: string; latitude: number; longitude: number }) =>
    callApi(CLIENT_ROUTES['landmarks.create'], withYear(managementId, { body: landmark })),

  updateLandmark: (managementId: Year, changes: UpdateLandmarkRequest) =>
    callApi(CLIENT_ROUTES['landmarks.update'], withYear(managementId, { body: changes })),

  deleteLandmark: (managementId: Year, landmarkId: string) =>
    callApi(CLIENT_ROUTES['landmarks.delete'], withYear(managementId, { body: { landmark_id: landmarkId } })),

  /** The 筆 under a tap, or null where there is none (a plain pin then). */
  fudeAt: (lat: number, lng: number) =>
    callApi(CLIENT_ROUTES['fudePolygons.at'], { query: { lat: String(lat), lng: String(lng) } }).then((d) => d ?? null),

  exportPaddyFields: (managementId: Year, format: FieldTransferFormat) =>
    callApi(CLIENT_ROUTES['paddyFields.export'], { query: { ...year(managementId), format } }),

  previewImport: (managementId: Year, format: FieldTransferFormat, content: string) =>
    callApi(CLIENT_ROUTES['paddyFields.importPreview'], { body: { ...year(managementId), format, content } }),

  importPaddyFields: (managementId: Year, format: FieldTransferFormat, content: string) =>
    callApi(CLIENT_ROUTES['paddyFields.import'], { body: { ...year(managementId), format, content, confirm: true } }),

  geocode: (q: string) => callApi(CLIENT_ROUTES['geocode.search'], { query: { q } }).then((l) => l ?? []),

  updateAreaPos: (managementId: Year, latitude: number, longitude: number) =>
    callApi(CLIENT_ROUTES['accountAreaPos.update'], withYear(managementId, { body: { latitude, longitude } })),
};
