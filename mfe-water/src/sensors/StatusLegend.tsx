import { useMemo } from 'react';
import { sensorIcon, sensorLook, type SensorLook } from './sensor-view';
import { MAP_TEXTS } from './texts';
import type { SensorView } from './types';

const ORDER: SensorLook[] = ['danger', 'warning', 'normal', 'unlinked'];
const STATUS_OF: Record<SensorLook, string> = { danger: '2', warning: '1', normal: '0', unlinked: '9' };

/** What each marker icon means, with how many sensors show it: the icons alone say nothing to a newcomer. */
export function StatusLegend({ sensors }: { sensors: readonly SensorView[] }) {
  const counts = useMemo(() => {
    const c: Record<SensorLook, number> = { danger: 0, warning: 0, normal: 0, unlinked: 0 };
    for (const s of sensors) c[sensorLook(s.status)] += 1;
    return c;
  }, [sensors]);
  return (
    <div
      data-testid="sensor-legend"
      style={{
        position: 'absolute', left: 10, top: 10, zIndex: 1000, display: 'flex', gap: 10, alignItems: 'center', padding: '4px 10px',
        background: 'rgba(255,255,255,0.92)', borderRadius: 6, boxShadow: '0 1px 6px rgba(0,0,0,0.2)', fontSize: 12,
      }}
    >
      {ORDER.map((look) => (
        <span key={look} data-testid={`sensor-legend-${look}`} data-count={counts[look]} style={{ display: 'inline-flex', alignItems: 'center', gap: 3 }}>
          <img src={sensorIcon(STATUS_OF[look]).url} alt="" width={10} height={18} />
          {MAP_TEXTS.status[look]} {counts[look]}
        </span>
      ))}
    </div>
  );
}
