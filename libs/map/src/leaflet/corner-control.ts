import * as L from 'leaflet';
import { useEffect, useState } from 'react';

/**
 * A Leaflet control in a corner of the map whose content React renders into it (a portal):
 * its container once the control is on the map. `make` builds the container; it is called once
 * per map, so it should not depend on props.
 */
export function useCornerControl(map: L.Map, position: L.ControlPosition, make: () => HTMLElement): HTMLElement | null {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const control = new L.Control({ position });
    control.onAdd = make;
    control.addTo(map);
    setContainer(control.getContainer() ?? null);
    return () => {
      control.remove();
    };
    // One control per map; the corner and the container's make are fixed for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);
  return container;
}
