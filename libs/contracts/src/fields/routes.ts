import { z } from 'zod';
import { defineRoutes } from '../route-def';
import { ERROR_CODES } from '../errors';
import { FIELDS_ERROR_CODES } from './common';
import { SUBJECTS } from '../subjects';
import { FIELDS_BOUNDARY_SUBJECTS as b } from './subjects';
import {
  listPaddyFieldsSchema, createPaddyFieldsSchema, updatePaddyFieldSchema, deletePaddyFieldsSchema, paddyFieldAreasSchema, paddyFieldSchema,
  deletePaddyFieldsResponseSchema, paddyFieldAreaSchema,
} from './paddy-fields';
import {
  listBrandsSchema, createBrandSchema, updateBrandSchema, deleteBrandSchema, orderBrandsSchema, brandSchema, deleteBrandResponseSchema,
} from './brands';
import { createLandmarkSchema, updateLandmarkSchema, deleteLandmarkSchema, landmarkListSchema, landmarkSchema } from './landmarks';
import { accountAreaPosResponseSchema, accountAreaPosSchema, geocodeResultSchema, geocodeSearchSchema } from './geocoding';
import { fudePolygonAtSchema, fudePolygonSchema, fudePolygonsInViewAnswerSchema, fudePolygonsInViewSchema } from './fude';
import {
  exportPaddyFieldsSchema, importPaddyFieldsSchema, previewPaddyFieldImportSchema, paddyFieldExportSchema, paddyFieldImportPreviewSchema,
  paddyFieldImportResultSchema,
} from './field-transfer';
import {
  IMPORT_UPLOAD_TIMEOUT_MS, importPartAnswerSchema, importPartSchema, importUploadedSchema, previewUploadedImportSchema,
} from './field-import-upload';

const f = SUBJECTS.fields;
const session = 'session' as const;

/** The fields domain's HTTP endpoints (spec 001 §7). Every answer is `{ data: <response> }`. */
export const FIELDS_ROUTES = defineRoutes({
  'paddyFields.list': { method: 'GET', path: '/inasaku/paddy-fields', subject: f.paddyFields.list, auth: session, query: listPaddyFieldsSchema, errors: [ERROR_CODES.notFound], response: z.array(paddyFieldSchema) },
  'paddyFields.create': { method: 'POST', path: '/inasaku/paddy-fields', subject: f.paddyFields.create, auth: session, body: createPaddyFieldsSchema, response: z.array(paddyFieldSchema) },
  'paddyFields.update': { method: 'PUT', path: '/inasaku/paddy-fields', subject: f.paddyFields.update, auth: session, body: updatePaddyFieldSchema, errors: [ERROR_CODES.notFound], response: paddyFieldSchema },
  'paddyFields.delete': { method: 'DELETE', path: '/inasaku/paddy-fields', subject: f.paddyFields.delete, auth: session, body: deletePaddyFieldsSchema, response: deletePaddyFieldsResponseSchema },
  'paddyFields.areas': { method: 'GET', path: '/inasaku/paddy-field-areas', subject: f.paddyFields.areas, auth: session, query: paddyFieldAreasSchema, response: z.array(paddyFieldAreaSchema) },
  'brands.list': { method: 'GET', path: '/inasaku/brands', subject: f.brands.list, auth: session, query: listBrandsSchema, response: z.array(brandSchema) },
  'brands.create': { method: 'POST', path: '/inasaku/brands', subject: f.brands.create, auth: session, body: createBrandSchema, response: brandSchema },
  'brands.update': { method: 'PUT', path: '/inasaku/brands', subject: f.brands.update, auth: session, body: updateBrandSchema, errors: [ERROR_CODES.notFound], response: brandSchema },
  'brands.delete': { method: 'DELETE', path: '/inasaku/brands', subject: f.brands.delete, auth: session, body: deleteBrandSchema, errors: [ERROR_CODES.notFound], response: deleteBrandResponseSchema },
  'brands.order': { method: 'POST', path: '/inasaku/brands/order', subject: f.brands.order, auth: session, body: orderBrandsSchema, errors: [FIELDS_ERROR_CODES.orderConflict], response: z.array(brandSchema) },
  'brands.createMasterData': {
    method: 'GET', path: '/inasaku/create-brand-master-data', subject: f.brands.createMasterData, auth: session,
    query: listBrandsSchema, response: z.array(brandSchema),
  },
  // Landmarks and the home position are account-wide, but stay year-scoped so that a past year
  // chosen in the selector (management_id sent) makes them read-only as the menu does.
  'landmarks.list': { method: 'GET', path: '/inasaku/landmarks', subject: f.landmarks.list, auth: session, response: landmarkListSchema },
  'landmarks.create': { method: 'POST', path: '/inasaku/landmarks', subject: f.landmarks.create, auth: session, body: createLandmarkSchema, response: landmarkSchema },
  'landmarks.update': { method: 'PUT', path: '/inasaku/landmarks', subject: f.landmarks.update, auth: session, body: updateLandmarkSchema, errors: [ERROR_CODES.notFound], response: landmarkSchema },
  'landmarks.delete': { method: 'DELETE', path: '/inasaku/landmarks', subject: f.landmarks.delete, auth: session, body: deleteLandmarkSchema, errors: [ERROR_CODES.notFound], response: z.object({ landmark_id: z.string() }) },
  'accountAreaPos.update': {
    method: 'PUT', path: '/inasaku/account-area-pos', subject: SUBJECTS.account.accounts.updateAreaPos, auth: session,
    body: accountAreaPosSchema, response: accountAreaPosResponseSchema,
  },
  'geocode.search': {
    method: 'GET', path: '/inasaku/geocode', subject: f.geocode.search, auth: session, query: geocodeSearchSchema,
    yearScoped: false, errors: [FIELDS_ERROR_CODES.geocodeNoResults, FIELDS_ERROR_CODES.geocodeFailed], response: z.array(geocodeResultSchema),
  },
  // 筆ポリゴン are shared data, not about a year; export and import work on the chosen year (a
  // past year's import is refused as every write is).
  'fudePolygons.at': {
    method: 'GET', path: '/inasaku/fude-polygons/at', subject: b.fudePolygons.at, auth: session, query: fudePolygonAtSchema,
    yearScoped: false, response: fudePolygonSchema.nullable(),
  },
  'fudePolygons.inView': {
    method: 'GET', path: '/inasaku/fude-polygons', subject: b.fudePolygons.inView, auth: session, query: fudePolygonsInViewSchema,
    yearScoped: false, response: fudePolygonsInViewAnswerSchema,
  },
  'paddyFields.export': {
    method: 'GET', path: '/inasaku/paddy-fields/export', subject: b.transfer.export, auth: session, query: exportPaddyFieldsSchema,
    response: paddyFieldExportSchema,
  },
  'paddyFields.importPreview': {
    method: 'POST', path: '/inasaku/paddy-fields/import/preview', subject: b.transfer.preview, auth: session,
    body: previewPaddyFieldImportSchema, response: paddyFieldImportPreviewSchema,
  },
  'paddyFields.import': {
    method: 'POST', path: '/inasaku/paddy-fields/import', subject: b.transfer.import, auth: session, body: importPaddyFieldsSchema,
    response: paddyFieldImportResultSchema,
  },
  // A file too large for one request: its parts, then the preview and the import of the whole (field-import-upload.ts).
  'paddyFields.importPart': {
    method: 'POST', path: '/inasaku/paddy-fields/import/parts', subject: b.transfer.importPart, auth: session, body: importPartSchema,
    response: importPartAnswerSchema,
  },
  'paddyFields.importUploadPreview': {
    method: 'POST', path: '/inasaku/paddy-fields/import/uploads/preview', subject: b.transfer.uploadPreview, auth: session,
    body: previewUploadedImportSchema, response: paddyFieldImportPreviewSchema, timeoutMs: IMPORT_UPLOAD_TIMEOUT_MS,
  },
  'paddyFields.importUpload': {
    method: 'POST', path: '/inasaku/paddy-fields/import/uploads', subject: b.transfer.uploadImport, auth: session, body: importUploadedSchema,
    response: paddyFieldImportResultSchema, timeoutMs: IMPORT_UPLOAD_TIMEOUT_MS,
  },
});
