import type { FarmMapHandle, FarmMapProps } from '@inasaku/map';
import { useImperativeHandle, useState } from 'react';

let latest: FarmMapProps = {};
/** Where a pan has taken the map without ending (Leaflet's moveend not yet fired); null: at its centre prop. */
let gliding: { lat: number; lng: number } | null = null;
const calls = { panTo: [] as Array<[number, number, number | undefined]>, fitBounds: 0 };

/** The props the screen last gave the map: call its handlers as the map would. */
export const mapProps = (): FarmMapProps => latest;
export const mapCalls = calls;

/** Moves the map's centre as a pan still in motion does: the handle's getCenter sees it, no onCenterChange fires. */
export function panMockMapWithoutEnd(lat: number, lng: number): void {
  gliding = { lat, lng };
}

/**
 * Stands in for FarmMap in jsdom: every marker is a button (a click is a marker click), the
 * home marker and each polyline a span; the handle's panTo reports the new zoom like Leaflet's
 * zoomend. A spec swaps it in with
 * `jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }))`.
 */
export function MockFarmMap(props: FarmMapProps) {
  latest = props;
  const [, force] = useState(() => {
    gliding = null;
    return 0;
  });
  useImperativeHandle(
    props.ref,
    (): FarmMapHandle => ({
      panTo(lat, lng, zoom) {
        calls.panTo.push([lat, lng, zoom]);
        if (zoom !== undefined) latest.onZoomChange?.(zoom);
        force((n) => n + 1);
      },
      getZoom: () => latest.zoom ?? 5,
      getCenter: () => gliding ?? latest.center ?? { lat: 36, lng: 138 },
      fitBounds() {
        calls.fitBounds += 1;
      },
    }),
    [],
  );
  return (
    <div data-testid="mock-map" data-zoom={props.zoom}>
      {(props.markers ?? []).map((m) => (
        <button
          key={m.id}
          type="button"
          data-testid={`marker-${m.id}`}
          data-draggable={m.draggable ? 'yes' : 'no'}
          data-icon={m.icon.url}
          data-lat={m.lat}
          data-lng={m.lng}
          onClick={() => props.onMarkerClick?.(m.id)}
        >
          {m.title ?? m.id}
        </button>
      ))}
      {(props.polylines ?? []).map((p) => (
        <span key={p.id} data-testid={`polyline-${p.id}`} data-color={p.color} data-points={p.points.length} />
      ))}
      {props.homeMarker ? (
        <span data-testid="home-marker" data-draggable={props.homeMarker.draggable ? 'yes' : 'no'} data-lat={props.homeMarker.lat} data-lng={props.homeMarker.lng} />
      ) : null}
      {props.status ? <div data-testid="map-status">{props.status}</div> : null}
      {props.children}
    </div>
  );
}
