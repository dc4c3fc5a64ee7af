import { BOUNDARY_MESSAGES, MAX_BOUNDARY_VERTICES } from '@inasaku/domain';
import {
  addVertex, canUndo, clearVertices, deleteVertex, editorPolygon, MAX_UNDO, moveVertex, startEditor, summarize, undo, type EditorState,
} from './boundary-editor';

// 100 m × 100 m near Niigata: 0.0008983° of latitude, 0.0011094° of longitude at 37.9°N.
const LAT = 37.9;
const LNG = 139.0;
const DLAT = 100 / 111_320.5;
const DLNG = 100 / (111_320.5 * Math.cos((LAT * Math.PI) / 180));

function square(): EditorState {
  let s = startEditor(null);
  s = addVertex(s, LAT, LNG);
  s = addVertex(s, LAT, LNG + DLNG);
  s = addVertex(s, LAT + DLAT, LNG + DLNG);
  return addVertex(s, LAT + DLAT, LNG);
}

describe('boundary editor', () => {
  it('starts from a stored boundary without its closing repeat, in [lat, lng]', () => {
    const s = startEditor({ type: 'Polygon', coordinates: [[[139, 37], [139.001, 37], [139.001, 37.001], [139, 37]]] });
    expect(s.vertices).toEqual([[37, 139], [37, 139.001], [37.001, 139.001]]);
    expect(canUndo(s)).toBe(false);
  });

  it('shows no area under three vertices and the area of a 100 m square as about 100 a', () => {
    let s = startEditor(null);
    s = addVertex(s, LAT, LNG);
    s = addVertex(s, LAT, LNG + DLNG);
    expect(summarize(s)).toEqual({ polygon: null, areaA: null, problem: null });
    const sq = summarize(square());
    expect(sq.problem).toBeNull();
    expect(Math.abs(sq.areaA! - 100) / 100).toBeLessThan(0.005);
  });

  it('closes the ring in [lng, lat] for the service', () => {
    const p = editorPolygon(square())!;
    expect(p.type).toBe('Polygon');
    expect(p.coordinates[0]).toHaveLength(5);
    expect(p.coordinates[0][0]).toEqual([LNG, LAT]);
    expect(p.coordinates[0][4]).toEqual([LNG, LAT]);
  });

  it('puts a tap beside a side into that side, not after the last vertex', () => {
    // Just south of the middle of the southern side (between vertex 0 and 1).
    const s = addVertex(square(), LAT - DLAT / 10, LNG + DLNG / 2);
    expect(s.vertices[1]).toEqual([LAT - DLAT / 10, LNG + DLNG / 2]);
    expect(s.vertices).toHaveLength(5);
    expect(summarize(s).problem).toBeNull();
    expect(summarize(s).areaA!).toBeGreaterThan(summarize(square()).areaA!);
  });

  it('updates the area when a vertex moves and when one is deleted', () => {
    const moved = moveVertex(square(), 2, LAT + 2 * DLAT, LNG + DLNG);
    expect(summarize(moved).areaA!).toBeCloseTo(150, 0);
    const triangle = deleteVertex(square(), 3);
    expect(triangle.vertices).toHaveLength(3);
    expect(summarize(triangle).areaA!).toBeCloseTo(50, 0);
    expect(summarize(deleteVertex(triangle, 0)).areaA).toBeNull();
  });

  it('undoes one change at a time back to the start, then stays', () => {
    const s0 = square();
    const s1 = moveVertex(s0, 0, LAT - DLAT, LNG);
    const s2 = deleteVertex(s1, 1);
    const s3 = clearVertices(s2);
    expect(s3.vertices).toEqual([]);
    expect(undo(s3).vertices).toEqual(s2.vertices);
    expect(undo(undo(s3)).vertices).toEqual(s1.vertices);
    expect(undo(undo(undo(s3))).vertices).toEqual(s0.vertices);
    let back = s3;
    for (let i = 0; i < 20; i++) back = undo(back);
    expect(back.vertices).toEqual([]);
    expect(canUndo(back)).toBe(false);
    expect(undo(back)).toBe(back);
  });

  it('keeps at most MAX_UNDO steps', () => {
    let s = square();
    for (let i = 0; i < MAX_UNDO + 20; i++) s = moveVertex(s, 0, LAT + i * 1e-7, LNG);
    expect(s.past).toHaveLength(MAX_UNDO);
  });

  it('ignores out-of-range indexes without adding an undo step', () => {
    const s = square();
    expect(moveVertex(s, 9, 0, 0)).toBe(s);
    expect(deleteVertex(s, -1)).toBe(s);
  });

  it("answers the service's Japanese message for a crossing shape and shows no area", () => {
    // Swap two vertices: a bow tie.
    const s = moveVertex(moveVertex(square(), 2, LAT + DLAT, LNG), 3, LAT + DLAT, LNG + DLNG);
    expect(summarize(s)).toMatchObject({ areaA: null, problem: BOUNDARY_MESSAGES.selfIntersection });
  });

  it('adds nothing past the vertex limit', () => {
    let s = startEditor(null);
    for (let i = 0; i < MAX_BOUNDARY_VERTICES; i++) {
      const t = (2 * Math.PI * i) / MAX_BOUNDARY_VERTICES;
      s = { vertices: [...s.vertices, [LAT + DLAT * Math.sin(t), LNG + DLNG * Math.cos(t)]], past: [] };
    }
    expect(addVertex(s, LAT, LNG)).toBe(s);
  });
});
