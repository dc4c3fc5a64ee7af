import { useGoogleMap } from '@react-google-maps/api';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MAP_STATUS_STYLE } from '../constants';

/** The map's status line (最終更新: …) as a control of the bottom-left corner, stacked above Google's map-type bar. */
export function GoogleStatusControl({ children }: { children: ReactNode }) {
  const map = useGoogleMap();
  const [div] = useState(() => {
    const el = document.createElement('div');
    Object.assign(el.style, MAP_STATUS_STYLE);
    return el;
  });

  useEffect(() => {
    if (!map) return undefined;
    const controls = map.controls[google.maps.ControlPosition.LEFT_BOTTOM];
    controls.push(div);
    return () => {
      const i = controls.getArray().indexOf(div);
      if (i >= 0) controls.removeAt(i);
    };
  }, [map, div]);

  return createPortal(children, div);
}
