import type { PaddyFieldImportPreview, PaddyFieldImportRow } from '@inasaku/contracts';
import { render, screen, within } from '@testing-library/react';
import { canImport, ImportPreview } from './ImportPreview';
import { formatOfFile } from './transfer-format';

const row = (index: number, over: Partial<PaddyFieldImportRow> = {}): PaddyFieldImportRow => ({
  index, name: `田${index}`, area: '10.5', brand: 'コシヒカリ', new_brand: false, cultivator: null, memo: null, sensor: null,
  map_pos: '37.9,139', boundary: null, boundary_area_a: null, problems: [], ...over,
});

const preview = (rows: PaddyFieldImportRow[], problems: string[] = []): PaddyFieldImportPreview => ({
  rows, problems, ok_count: rows.filter((r) => !r.problems.length).length, problem_count: rows.filter((r) => r.problems.length).length,
});

describe('import preview', () => {
  it('lists every row with all its problems in Japanese and the counts', () => {
    const p = preview([
      row(1, { brand: 'つや姫', new_brand: true, boundary: { type: 'Polygon', coordinates: [] }, boundary_area_a: 99.87 }),
      row(2, { problems: ['面積は数値で入力してください。', '境界の辺が交差しています。交差しない形にしてください。'] }),
      row(3),
    ]);
    render(<ImportPreview preview={p} />);
    expect(screen.getByTestId('import-summary').textContent).toBe('取り込めるほ場 2件、問題のある行 1件');
    const problems = within(screen.getByTestId('import-problems-2')).getAllByRole('listitem').map((li) => li.textContent);
    expect(problems).toEqual(['面積は数値で入力してください。', '境界の辺が交差しています。交差しない形にしてください。']);
    const first = screen.getByTestId('import-row-1');
    expect(first.textContent).toContain('つや姫（新しい品種）');
    expect(first.textContent).toContain('あり（99.87a）');
    expect(screen.getByTestId('import-row-3').textContent).toContain('なし');
    expect(canImport(p)).toBe(false);
  });

  it('shows file-wide problems and allows 取り込む only when nothing is wrong', () => {
    const bad = preview([], ['一度に取り込めるほ場は5000件までです。']);
    render(<ImportPreview preview={bad} />);
    expect(screen.getByTestId('import-file-problem').textContent).toContain('一度に取り込めるほ場は5000件までです。');
    expect(canImport(bad)).toBe(false);
    expect(canImport(preview([row(1), row(2)]))).toBe(true);
    expect(canImport(preview([]))).toBe(false);
    expect(canImport(null)).toBe(false);
  });

  it('takes the format from the file name', () => {
    expect(formatOfFile('hojo-2025.geojson')).toBe('geojson');
    expect(formatOfFile('a.JSON')).toBe('geojson');
    expect(formatOfFile('fields.kml')).toBe('kml');
    expect(formatOfFile('ほ場.csv')).toBe('csv');
    expect(formatOfFile('fields.kmz')).toBeNull();
    expect(formatOfFile('README')).toBeNull();
  });
});
