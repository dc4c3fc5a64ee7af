import type { HttpRoute } from '../http-routes';
import { FIELDS_BOUNDARY_SUBJECTS as s } from './subjects';
import { fudePolygonAtSchema, fudePolygonsInViewSchema } from './fude';
import { exportPaddyFieldsSchema, importPaddyFieldsSchema, previewPaddyFieldImportSchema } from './field-transfer';

/**
 * Boundary routes of the fields domain. 筆ポリゴン are shared data, not about a year; export and
 * import work on the chosen year (a past year's import is refused as every write is).
 */
export function fieldsBoundaryRoutes(): HttpRoute[] {
  const session = 'session' as const;
  return [
    // answer { data: FudePolygon | null }
    { method: 'GET', path: '/inasaku/fude-polygons/at', subject: s.fudePolygons.at, auth: session, query: fudePolygonAtSchema, yearScoped: false },
    // answer { data: FudePolygonsInView }
    { method: 'GET', path: '/inasaku/fude-polygons', subject: s.fudePolygons.inView, auth: session, query: fudePolygonsInViewSchema, yearScoped: false },
    // answer { data: PaddyFieldExport }
    { method: 'GET', path: '/inasaku/paddy-fields/export', subject: s.transfer.export, auth: session, query: exportPaddyFieldsSchema },
    // answer { data: PaddyFieldImportPreview }
    {
      method: 'POST', path: '/inasaku/paddy-fields/import/preview', subject: s.transfer.preview, auth: session,
      body: previewPaddyFieldImportSchema,
    },
    // answer { data: PaddyFieldImportResult }
    { method: 'POST', path: '/inasaku/paddy-fields/import', subject: s.transfer.import, auth: session, body: importPaddyFieldsSchema },
  ];
}
