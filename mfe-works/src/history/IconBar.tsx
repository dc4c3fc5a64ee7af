import { AimOutlined, BarChartOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { HISTORY_TEXTS } from '../common/texts';

export type HistoryTool = 'work' | 'location' | 'area' | 'search';

const TOOLS: Array<{ key: HistoryTool; label: string; icon: ReactNode }> = [
  { key: 'work', label: HISTORY_TEXTS.workFilter, icon: <FilterOutlined /> },
  { key: 'location', label: HISTORY_TEXTS.personFilter, icon: <AimOutlined /> },
  { key: 'area', label: HISTORY_TEXTS.areaTotals, icon: <BarChartOutlined /> },
  { key: 'search', label: HISTORY_TEXTS.search, icon: <SearchOutlined /> },
];

/** The left icon bar of the work-history map (spec 000 §2.7): work filter, person filter, area totals, search. */
export function IconBar({ open, active, onToggle }: { open: HistoryTool | null; active: Partial<Record<HistoryTool, boolean>>; onToggle: (tool: HistoryTool) => void }) {
  return (
    <div
      data-testid="icon-bar"
      style={{
        position: 'absolute',
        left: 6,
        top: 6,
        zIndex: 1003,
        display: 'flex',
        flexDirection: 'column',
        gap: 6,
        padding: 4,
        background: 'rgba(255,255,255,0.95)',
        borderRadius: 8,
        boxShadow: '0 2px 8px rgba(0,0,0,0.25)',
      }}
    >
      {TOOLS.map((t) => (
        <Tooltip key={t.key} title={open === t.key ? undefined : t.label} placement="right">
          {/* A dot marks a tool whose filter or result is in effect while its popup is closed. */}
          <Badge dot={!!active[t.key] && open !== t.key} offset={[-6, 6]} color="#fa8c16">
            <Button
              size="large"
              icon={t.icon}
              type={open === t.key ? 'primary' : 'text'}
              aria-label={t.label}
              aria-pressed={open === t.key}
              data-testid={`bar-${t.key}`}
              data-active={active[t.key] ? 'yes' : 'no'}
              onClick={() => onToggle(t.key)}
            />
          </Badge>
        </Tooltip>
      ))}
    </div>
  );
}
