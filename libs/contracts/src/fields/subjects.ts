/**
 * NATS subjects of the fields service's boundary features (queue group 'fields'): 筆ポリゴン
 * lookups and paddy-field export/import. The rest of the fields subjects are in SUBJECTS.fields.
 */
export const FIELDS_BOUNDARY_SUBJECTS = {
  fudePolygons: {
    /** GET /inasaku/fude-polygons/at */
    at: 'fields.fude-polygons.at',
    /** GET /inasaku/fude-polygons */
    inView: 'fields.fude-polygons.in-view',
  },
  transfer: {
    /** GET /inasaku/paddy-fields/export */
    export: 'fields.paddy-fields.export',
    /** POST /inasaku/paddy-fields/import/preview */
    preview: 'fields.paddy-fields.import-preview',
    /** POST /inasaku/paddy-fields/import */
    import: 'fields.paddy-fields.import',
    /** POST /inasaku/paddy-fields/import/parts */
    importPart: 'fields.paddy-fields.import-part',
    /** POST /inasaku/paddy-fields/import/uploads/preview */
    uploadPreview: 'fields.paddy-fields.import-upload-preview',
    /** POST /inasaku/paddy-fields/import/uploads */
    uploadImport: 'fields.paddy-fields.import-upload',
  },
} as const;
