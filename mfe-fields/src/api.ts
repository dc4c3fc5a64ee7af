import type {
  BoundaryPolygon, FieldTransferFormat, FudePolygon, PaddyFieldExport, PaddyFieldImportPreview, PaddyFieldImportResult,
  Brand, DeleteBrandResponse, DeletePaddyFieldsResponse, GeocodeResult, Landmark, LandmarkList, PaddyField, PaddyFieldArea,
  AccountAreaPosResponse, UpdatePaddyFieldRequest, UpdateLandmarkRequest,
} from '@inasaku/contracts';
import { MAX_PADDY_FIELDS_PER_REQUEST } from '@inasaku/contracts';
import { apiFetch } from '@inasaku/ui';

/**
 * The fields calls of spec 001 §7, typed with the shared contracts. Every year-scoped call
 * carries the chosen management year; the gateway settles the year when it is null.
 */
type Year = string | null;
const year = (managementId: Year) => (managementId ? { management_id: managementId } : {});

export const fieldsApi = {
  listPaddyFields: (managementId: Year) =>
    apiFetch<PaddyField[]>('/inasaku/paddy-fields', { query: year(managementId) }).then((l) => l ?? []),

  /** Registers the clicked pins; more than one request when there are over 500. */
  createPaddyFields(managementId: Year, mapPositions: string[]): Promise<PaddyField[]> {
    return fieldsApi.createPaddyFieldsFrom(managementId, mapPositions.map((map_pos) => ({ map_pos })));
  },

  /** Registers pins and tapped 筆 (a pin and a boundary each); more than one request when there are over 500. */
  async createPaddyFieldsFrom(managementId: Year, items: Array<{ map_pos: string; boundary?: BoundaryPolygon }>): Promise<PaddyField[]> {
    const created: PaddyField[] = [];
    for (let i = 0; i < items.length; i += MAX_PADDY_FIELDS_PER_REQUEST) {
      const chunk = items.slice(i, i + MAX_PADDY_FIELDS_PER_REQUEST);
      const rows = await apiFetch<PaddyField[]>('/inasaku/paddy-fields', {
        method: 'POST',
        body: { ...year(managementId), paddy_fields: chunk },
      });
      created.push(...(rows ?? []));
    }
    return created;
  },

  updatePaddyField: (managementId: Year, changes: Omit<UpdatePaddyFieldRequest, 'management_id'>) =>
    apiFetch<PaddyField>('/inasaku/paddy-fields', { method: 'PUT', body: { ...year(managementId), ...changes } }),

  deletePaddyFields: (managementId: Year, ids: string[]) =>
    apiFetch<DeletePaddyFieldsResponse>('/inasaku/paddy-fields', {
      method: 'DELETE',
      body: { ...year(managementId), paddy_field_ids: ids },
    }),

  paddyFieldAreas: (managementId: Year) =>
    apiFetch<PaddyFieldArea[]>('/inasaku/paddy-field-areas', { query: year(managementId) }).then((l) => l ?? []),

  listBrands: (managementId: Year) =>
    apiFetch<Brand[]>('/inasaku/brands', { query: year(managementId) }).then((l) => l ?? []),

  createBrand: (managementId: Year, brandName: string) =>
    apiFetch<Brand>('/inasaku/brands', { method: 'POST', body: { ...year(managementId), brand_name: brandName } }),

  updateBrand: (managementId: Year, brandId: string, brandName: string) =>
    apiFetch<Brand>('/inasaku/brands', {
      method: 'PUT',
      body: { ...year(managementId), brand_id: brandId, brand_name: brandName },
    }),

  deleteBrand: (managementId: Year, brandId: string) =>
    apiFetch<DeleteBrandResponse>('/inasaku/brands', { method: 'DELETE', body: { ...year(managementId), brand_id: brandId } }),

  orderBrands: (managementId: Year, rows: Array<{ brand_id: string; sort_key: number; new_sort_key: number }>) =>
    apiFetch<Brand[]>('/inasaku/brands/order', { method: 'POST', body: { ...year(managementId), brands: rows } }),

  listLandmarks: (managementId: Year) =>
    apiFetch<LandmarkList>('/inasaku/landmarks', { query: year(managementId) }).then((d) => d?.list ?? []),

  createLandmark: (managementId: Year, landmark: { name?: string; icon?: string; latitude: number; longitude: number }) =>
    apiFetch<Landmark>('/inasaku/landmarks', { method: 'POST', query: year(managementId), body: landmark }),

  updateLandmark: (managementId: Year, changes: UpdateLandmarkRequest) =>
    apiFetch<Landmark>('/inasaku/landmarks', { method: 'PUT', query: year(managementId), body: changes }),

  deleteLandmark: (managementId: Year, landmarkId: string) =>
    apiFetch<{ landmark_id: string }>('/inasaku/landmarks', {
      method: 'DELETE',
      query: year(managementId),
      body: { landmark_id: landmarkId },
    }),

  /** The 筆 under a tap, or null where there is none (a plain pin then). */
  fudeAt: (lat: number, lng: number) =>
    apiFetch<FudePolygon | null>('/inasaku/fude-polygons/at', { query: { lat: String(lat), lng: String(lng) } }).then((d) => d ?? null),

  exportPaddyFields: (managementId: Year, format: FieldTransferFormat) =>
    apiFetch<PaddyFieldExport>('/inasaku/paddy-fields/export', { query: { ...year(managementId), format } }),

  previewImport: (managementId: Year, format: FieldTransferFormat, content: string) =>
    apiFetch<PaddyFieldImportPreview>('/inasaku/paddy-fields/import/preview', {
      method: 'POST',
      body: { ...year(managementId), format, content },
    }),

  importPaddyFields: (managementId: Year, format: FieldTransferFormat, content: string) =>
    apiFetch<PaddyFieldImportResult>('/inasaku/paddy-fields/import', {
      method: 'POST',
      body: { ...year(managementId), format, content, confirm: true },
    }),

  geocode: (q: string) => apiFetch<GeocodeResult[]>('/inasaku/geocode', { query: { q } }).then((l) => l ?? []),

  updateAreaPos: (managementId: Year, latitude: number, longitude: number) =>
    apiFetch<AccountAreaPosResponse>('/inasaku/account-area-pos', {
      method: 'PUT',
      query: year(managementId),
      body: { latitude, longitude },
    }),

  /**
   * Display names of the account's users for the cultivator suggestions. The users API
   * belongs to the account domain; until it answers, the list is empty and the screen
   * falls back to the signed-in user's name.
   */
  async userDisplayNames(): Promise<string[]> {
    const data = await apiFetch<unknown>('/inasaku/users');
    const list = Array.isArray(data) ? data : Array.isArray((data as { list?: unknown[] })?.list) ? (data as { list: unknown[] }).list : [];
    return list
      .map((u) => {
        const user = u as { display_name?: unknown; displayName?: unknown; user_name?: unknown };
        const name = user.display_name ?? user.displayName ?? user.user_name;
        return typeof name === 'string' ? name : '';
      })
      .filter((n) => n.trim() !== '');
  },
};
