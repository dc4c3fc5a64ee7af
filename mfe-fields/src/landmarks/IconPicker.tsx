import { LANDMARK_ICON_GROUPS, landmarkIconCode } from '@inasaku/map';
import { Tabs, Tooltip } from 'antd';
import { useState } from 'react';

/** The landmark icon picker over the five series of spec 001 §9, one tab each. */
export function IconPicker({ value, onChange, disabled }: { value?: string; onChange?: (code: string) => void; disabled?: boolean }) {
  const current = landmarkIconCode(value);
  const [tab, setTab] = useState(() => LANDMARK_ICON_GROUPS.find((g) => g.icons.some((i) => i.code === current))?.key ?? LANDMARK_ICON_GROUPS[0].key);
  return (
    <Tabs
      size="small"
      activeKey={tab}
      onChange={(k) => setTab(k as typeof tab)}
      items={LANDMARK_ICON_GROUPS.map((group) => ({
        key: group.key,
        label: group.label,
        children: (
          <div role="radiogroup" aria-label={group.label} style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
            {group.icons.map((icon) => {
              const checked = icon.code === current;
              return (
                <Tooltip key={icon.code} title={icon.label}>
                  <button
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    aria-label={icon.label}
                    data-testid={`landmark-icon-${icon.code}`}
                    disabled={disabled}
                    onClick={() => onChange?.(icon.code)}
                    style={{
                      width: 52,
                      height: 52,
                      padding: 3,
                      borderRadius: 8,
                      cursor: disabled ? 'not-allowed' : 'pointer',
                      background: checked ? '#e6f4ea' : '#fff',
                      border: checked ? '2px solid #3a7d44' : '1px solid #d9d9d9',
                    }}
                  >
                    <img src={icon.url} alt="" width={42} height={42} style={{ display: 'block' }} />
                  </button>
                </Tooltip>
              );
            })}
          </div>
        ),
      }))}
    />
  );
}
