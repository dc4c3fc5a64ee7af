import { useNarrow } from '@inasaku/map';
import type { GateMode, OpenWaterGate } from '@inasaku/contracts';
import { ListTable } from '@inasaku/ui';
import { Modal, Tag } from 'antd';
import { formatTokyo } from '@inasaku/domain';
import { GATE_COLORS } from './gate-colors';
import { gateName } from './gate-markers';
import { statusLabel } from './gate-form';
import { GATE_TEXTS } from './texts';

/** The list button's answer: the gates of the mode that are open now (spec 001 §3 open-gate list). */
export function OpenGateList({ mode, gates, loading, onClose, onPick }: {
  mode: GateMode;
  gates: OpenWaterGate[];
  loading: boolean;
  onClose: () => void;
  /** a row click moves the map to that gate */
  onPick: (gate: OpenWaterGate) => void;
}) {
  const narrow = useNarrow();
  return (
    <Modal
      open
      title={GATE_TEXTS.openList(mode)}
      onCancel={onClose}
      footer={null}
      width={narrow ? 'calc(100vw - 16px)' : 520}
      style={narrow ? { top: 8, maxWidth: 'calc(100vw - 16px)' } : undefined}
      data-testid="open-gate-list"
    >
      <div data-testid="open-gate-table">
        <ListTable<OpenWaterGate>
          size="small"
          rowKey="paddy_field_id"
          loading={loading}
          dataSource={gates}
          scroll={{ y: 360 }}
          locale={{ emptyText: GATE_TEXTS.openListEmpty }}
          rowTestId="open-gate-row"
          onOpen={onPick}
          columns={[
            { key: 'name', title: GATE_TEXTS.columns.field, render: (_, g) => <span data-testid="open-gate-name">{gateName(g)}</span> },
            {
              key: 'status', title: GATE_TEXTS.columns.status, width: 80,
              render: (_, g) => <Tag color={GATE_COLORS[mode][g.water_gate_status]} data-testid="open-gate-status">{statusLabel(g.water_gate_status)}</Tag>,
            },
            {
              key: 'time', title: GATE_TEXTS.columns.datetime, width: 120,
              render: (_, g) => <span data-testid="open-gate-time">{formatTokyo(g.water_gate_time, 'MM/DD HH:mm')}</span>,
            },
          ]}
        />
      </div>
    </Modal>
  );
}
