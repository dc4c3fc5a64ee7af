// Benchmark page: 2,000 paddy-field pins on the farm map (10,000 with ?pins=10000, each with its
// outline with ?outlines=1), a detail panel opened by a pin click. Built and driven by
// pins-2000.mjs; never part of the library.
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FarmMap, fieldPinIcon, type FarmMarker, type FarmPolygon } from '@inasaku/map';
import { PIN_ICONS, pinIconCode } from '@inasaku/domain';

declare global {
  interface Window {
    bench: {
      pinCount: number;
      pinsDrawnAt?: number;
      /** Every pin and, with ?outlines=1, every outline painted. */
      allDrawnAt?: number;
      clickStartedAt?: number;
      clickEventAt?: number;
      panelShownAt?: number;
      frames: number[];
    };
  }
}

const params = new URLSearchParams(location.search);
const COUNT = Number(params.get('pins') ?? 2000);
/** ?google=KEY tries Google first (offline it fails and must fall back to Leaflet). */
const GOOGLE_KEY = params.get('google');
/** ?outlines=1 gives every field a 30 m × 20 m outline around its pin (fields with boundaries). */
const OUTLINES = params.get('outlines') === '1';
/**
 * ?reuse=1 keeps every other pin and outline object on a selection and swaps the selected one
 * (the paddy-field screen's way); without it every object is built again (the worst case).
 */
const REUSE = params.get('reuse') === '1';
const CENTER = { lat: 38.3, lng: 140.9 };
window.bench = { pinCount: COUNT, frames: [] };

// A deterministic spread over about 3.5 km x 2 km, all inside the first view at zoom 15.
function fields(n: number) {
  let seed = 42;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  return Array.from({ length: n }, (_, i) => ({
    id: i === 0 ? 'target' : `f${i}`,
    name: `ほ場 ${i + 1}`,
    lat: i === 0 ? CENTER.lat : CENTER.lat + (rnd() - 0.5) * 0.018,
    lng: i === 0 ? CENTER.lng : CENTER.lng + (rnd() - 0.5) * 0.04,
    pinType: PIN_ICONS[i % PIN_ICONS.length],
    stored: i % 3 === 0,
  }));
}

/** The list with the selected field's entry replaced, every other object kept (as the paddy-field screen does). */
function swap<T extends { id: string }>(plain: T[], selected: string | null, make: (item: T, field: ReturnType<typeof fields>[number]) => T): T[] {
  const i = selected === null ? -1 : plain.findIndex((p) => p.id === selected);
  if (i < 0) return plain;
  const copy = plain.slice();
  copy[i] = make(plain[i], FIELDS_BY_ID.get(plain[i].id)!);
  return copy;
}

function Page() {
  const list = FIELDS;
  const [selected, setSelected] = useState<string | null>(null);
  const plainMarkers = useMemo<FarmMarker[]>(
    () => list.map((f) => ({ id: f.id, lat: f.lat, lng: f.lng, title: f.name, zIndex: 0, icon: fieldPinIcon(f.pinType, { stored: f.stored }) })),
    [list],
  );
  const markers = useMemo<FarmMarker[]>(
    () =>
      REUSE
        ? swap(plainMarkers, selected, (m, f) => ({ ...m, zIndex: 1, icon: fieldPinIcon(f.pinType, { stored: f.stored, selected: true }) }))
        : list.map((f) => ({ id: f.id, lat: f.lat, lng: f.lng, title: f.name, zIndex: f.id === selected ? 1 : 0, icon: fieldPinIcon(f.pinType, { stored: f.stored, selected: f.id === selected }) })),
    [list, plainMarkers, selected],
  );
  // Rings made once per field, as the screens keep them: a selection only changes looks.
  const rings = useMemo(
    () =>
      list.map((f) => {
        const dLat = 0.0001;
        const dLng = 0.00017;
        return [[[f.lat - dLat, f.lng - dLng], [f.lat - dLat, f.lng + dLng], [f.lat + dLat, f.lng + dLng], [f.lat + dLat, f.lng - dLng]] as Array<[number, number]>];
      }),
    [list],
  );
  const plainPolygons = useMemo<FarmPolygon[]>(
    () => (OUTLINES ? list.map((f, i) => ({ id: f.id, rings: rings[i], look: pinIconCode(f.pinType, { stored: f.stored }) })) : []),
    [list, rings],
  );
  const polygons = useMemo<FarmPolygon[]>(
    () =>
      !OUTLINES ? [] : REUSE
        ? swap(plainPolygons, selected, (p, f) => ({ ...p, look: pinIconCode(f.pinType, { stored: f.stored, selected: true }) }))
        : list.map((f, i) => ({ id: f.id, rings: rings[i], look: pinIconCode(f.pinType, { stored: f.stored, selected: f.id === selected }) })),
    [list, rings, plainPolygons, selected],
  );
  const onMarkerClick = useCallback((id: string) => setSelected(id), []);
  return (
    <div style={{ position: 'fixed', inset: 0 }}>
      <FarmMap googleMapsApiKey={GOOGLE_KEY} center={CENTER} zoom={15} markers={markers} polygons={polygons} onMarkerClick={onMarkerClick} homeMarker={{ lat: CENTER.lat + 0.002, lng: CENTER.lng + 0.002, title: 'ホーム' }}>
        {selected ? <Panel id={selected} /> : null}
      </FarmMap>
    </div>
  );
}

const FIELDS = fields(COUNT);
const FIELDS_BY_ID = new Map(FIELDS.map((f) => [f.id, f]));

function Panel({ id }: { id: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After the next paint: the time the user sees the panel.
    requestAnimationFrame(() => setTimeout(() => (window.bench.panelShownAt = performance.now()), 0));
  }, [id]);
  return (
    <div ref={ref} id="detail-panel" style={{ position: 'absolute', top: 8, right: 8, width: 320, background: '#fff', padding: 12, zIndex: 1 }}>
      ほ場詳細: {id}
    </div>
  );
}

document.addEventListener('pointerdown', () => (window.bench.clickStartedAt = performance.now()), true);
document.addEventListener('click', () => (window.bench.clickEventAt = performance.now()), true);
new MutationObserver(() => {
  const el = document.querySelector<HTMLElement>('[data-pins-drawn]');
  if (!el) return;
  const pins = Number(el.dataset.pinsDrawn) >= COUNT;
  if (pins && window.bench.pinsDrawnAt === undefined) window.bench.pinsDrawnAt = performance.now();
  if (pins && (!OUTLINES || Number(el.dataset.outlinesDrawn) >= COUNT) && window.bench.allDrawnAt === undefined) window.bench.allDrawnAt = performance.now();
}).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-pins-drawn', 'data-outlines-drawn'] });

createRoot(document.getElementById('root')!).render(
  <App>
    <Page />
  </App>,
);
