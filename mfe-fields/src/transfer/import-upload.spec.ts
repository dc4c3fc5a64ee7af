import { IMPORT_PART_MAX_CHARS, importPartsOf } from '@inasaku/contracts';
import { mockGateway } from '@inasaku/ui/testing';
import { importFile, previewImportFile } from './import-upload';

const PREVIEW = { rows: [], ok_count: 0, problem_count: 0, problems: [] };

describe('import of a large file in parts', () => {
  it('cuts text into parts of at most the part size, never inside a surrogate pair, and joins back to the text', () => {
    const text = `${'a'.repeat(4)}🌾${'b'.repeat(5)}`;
    const parts = importPartsOf(text, 5);
    expect(parts.join('')).toBe(text);
    expect(parts.every((p) => p.length <= 5)).toBe(true);
    expect(parts[0]).toBe('aaaa');
    expect(parts[1].startsWith('🌾')).toBe(true);
  });

  it('sends a small file in one request as before', async () => {
    const gw = mockGateway({ 'POST /inasaku/paddy-fields/import/preview': { data: PREVIEW } });
    await previewImportFile('m1', 'csv', 'name\nA');
    expect(gw.callsTo('POST /inasaku/paddy-fields/import/preview')[0].body).toMatchObject({ format: 'csv', content: 'name\nA' });
    expect(gw.callsTo('POST /inasaku/paddy-fields/import/parts')).toHaveLength(0);
  });

  it('sends a large file in parts once, then previews and imports it by its upload id', async () => {
    const text = 'x'.repeat(IMPORT_PART_MAX_CHARS * 2 + 10);
    const gw = mockGateway({
      'POST /inasaku/paddy-fields/import/parts': (body) => ({ data: { upload_id: (body as { upload_id: string }).upload_id, part: (body as { part: number }).part } }),
      'POST /inasaku/paddy-fields/import/uploads/preview': { data: PREVIEW },
      'POST /inasaku/paddy-fields/import/uploads': { data: { created: 3, created_brands: [] } },
    });
    await previewImportFile('m1', 'geojson', text);
    const parts = gw.callsTo('POST /inasaku/paddy-fields/import/parts').map((c) => c.body as { upload_id: string; part: number; content: string });
    expect(parts.map((p) => p.part)).toEqual([0, 1, 2]);
    expect(parts.map((p) => p.content).join('')).toBe(text);
    const uploadId = parts[0].upload_id;
    expect(uploadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(gw.callsTo('POST /inasaku/paddy-fields/import/uploads/preview')[0].body).toEqual({
      management_id: 'm1', format: 'geojson', upload_id: uploadId, parts: 3,
    });

    expect(await importFile('m1', 'geojson', text)).toEqual({ created: 3, created_brands: [] });
    // Confirmed without sending the parts again.
    expect(gw.callsTo('POST /inasaku/paddy-fields/import/parts')).toHaveLength(3);
    expect(gw.callsTo('POST /inasaku/paddy-fields/import/uploads')[0].body).toEqual({
      management_id: 'm1', format: 'geojson', upload_id: uploadId, parts: 3, confirm: true,
    });
  });
});
