import type { PaddyFieldArea } from '@inasaku/contracts';
import { formatThousands, sumAreas } from '@inasaku/domain';
import { EMPTY } from '@inasaku/ui';
import { Table } from 'antd';
import { HISTORY_TEXTS } from '../common/texts';
import { FloatingPanel } from './FloatingPanel';

/** ほ場面積 (spec 000 §2.7): per brand the count (枚) and area (a), with the total. */
export function AreaPanel({ rows, loading, onClose }: { rows: PaddyFieldArea[]; loading: boolean; onClose: () => void }) {
  const c = HISTORY_TEXTS.areaColumns;
  return (
    <FloatingPanel title={HISTORY_TEXTS.areaTotals} testId="area-panel" onClose={onClose}>
      <Table
        size="small"
        loading={loading}
        pagination={false}
        rowKey={(r) => r.brand_id ?? '-'}
        dataSource={rows}
        locale={{ emptyText: EMPTY.generic }}
        data-testid="area-table"
        columns={[
          { key: 'brand', dataIndex: 'brand_name', title: c.brand, ellipsis: true },
          { key: 'count', dataIndex: 'count', title: c.count, align: 'right', width: 64, render: (n: number) => formatThousands(n) },
          { key: 'area', dataIndex: 'area', title: c.area, align: 'right', width: 110, render: (a: string) => formatThousands(a) },
        ]}
        summary={() =>
          rows.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{HISTORY_TEXTS.areaTotal}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong>{formatThousands(rows.reduce((n, r) => n + r.count, 0))}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <strong data-testid="area-total">{formatThousands(sumAreas(rows.map((r) => r.area)))}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </FloatingPanel>
  );
}
