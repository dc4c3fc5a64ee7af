import { boundaryAreaA, boundaryProblem, MAX_BOUNDARY_VERTICES, type PolygonGeometry } from '@inasaku/domain';

/** A vertex as the map gives it: [lat, lng]. */
export type Vertex = readonly [number, number];

/**
 * The state of a boundary being drawn: its vertices (outer ring, no closing repeat) and the
 * shapes before each change, so 元に戻す steps back one change at a time.
 */
export interface EditorState {
  vertices: readonly Vertex[];
  past: ReadonlyArray<readonly Vertex[]>;
}

/** How many changes 元に戻す can step back. */
export const MAX_UNDO = 100;

/** A new editor on a stored boundary (its outer ring), or empty. */
export function startEditor(boundary: PolygonGeometry | null | undefined): EditorState {
  const ring = boundary?.coordinates[0] ?? [];
  const open = ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring.slice(0, -1) : ring;
  return { vertices: open.map(([lng, lat]) => [lat, lng] as const), past: [] };
}

function change(state: EditorState, vertices: readonly Vertex[]): EditorState {
  const past = [...state.past, state.vertices];
  return { vertices, past: past.length > MAX_UNDO ? past.slice(past.length - MAX_UNDO) : past };
}

// Local metres are enough to choose an edge: a field is small and the choice is relative.
function metres(a: Vertex, b: Vertex): number {
  const k = Math.cos(((a[0] + b[0]) / 2) * (Math.PI / 180));
  return Math.hypot(a[0] - b[0], (a[1] - b[1]) * k);
}

/**
 * Adds a vertex where the farmer tapped. With fewer than three vertices it is appended; after
 * that it goes into the edge whose detour it lengthens least, so a tap beside any side of a
 * stored shape splits that side rather than drawing a spike to the last vertex. Nothing changes
 * once the vertex limit is reached.
 */
export function addVertex(state: EditorState, lat: number, lng: number): EditorState {
  const v: Vertex = [lat, lng];
  const n = state.vertices.length;
  if (n >= MAX_BOUNDARY_VERTICES) return state;
  if (n < 3) return change(state, [...state.vertices, v]);
  let best = n; // after the last vertex = on the closing edge
  let bestCost = Infinity;
  for (let i = 0; i < n; i++) {
    const a = state.vertices[i];
    const b = state.vertices[(i + 1) % n];
    const cost = metres(a, v) + metres(v, b) - metres(a, b);
    if (cost < bestCost) {
      bestCost = cost;
      best = i + 1;
    }
  }
  const vertices = [...state.vertices];
  vertices.splice(best, 0, v);
  return change(state, vertices);
}

export function moveVertex(state: EditorState, index: number, lat: number, lng: number): EditorState {
  if (index < 0 || index >= state.vertices.length) return state;
  const vertices = [...state.vertices];
  vertices[index] = [lat, lng];
  return change(state, vertices);
}

export function deleteVertex(state: EditorState, index: number): EditorState {
  if (index < 0 || index >= state.vertices.length) return state;
  return change(state, state.vertices.filter((_, i) => i !== index));
}

/** Removes every vertex (one step, undoable). */
export function clearVertices(state: EditorState): EditorState {
  return state.vertices.length ? change(state, []) : state;
}

export function undo(state: EditorState): EditorState {
  if (!state.past.length) return state;
  return { vertices: state.past[state.past.length - 1], past: state.past.slice(0, -1) };
}

export const canUndo = (state: EditorState): boolean => state.past.length > 0;

/** The shape as a GeoJSON Polygon ([lng, lat], ring closed), or null under three vertices. */
export function editorPolygon(state: EditorState): PolygonGeometry | null {
  if (state.vertices.length < 3) return null;
  const ring = state.vertices.map(([lat, lng]) => [lng, lat]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]]] };
}

/** What the editor shows under the map: the area while the shape is valid, else why not. */
export interface EditorSummary {
  polygon: PolygonGeometry | null;
  /** geodesic area in a (two decimals), null while there is no valid shape */
  areaA: number | null;
  /** the shape's problem in Japanese (the service's own message), null when it can be saved */
  problem: string | null;
}

export function summarize(state: EditorState): EditorSummary {
  const polygon = editorPolygon(state);
  if (!polygon) return { polygon: null, areaA: null, problem: null };
  const problem = boundaryProblem(polygon);
  return { polygon, areaA: problem ? null : boundaryAreaA(polygon), problem };
}
