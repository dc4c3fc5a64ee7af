import type { PaddyFieldArea } from '@inasaku/contracts';
import { EMPTY } from '@inasaku/ui';
import { Card, Table } from 'antd';
import { FIELD_TEXTS } from '../texts';
import { areaRows, areaTotal } from './area-table';

/** The per-brand area summary toggled by the filter icon (spec 000 §2.5). */
export function AreaTable({ rows, loading }: { rows: PaddyFieldArea[]; loading: boolean }) {
  const total = areaTotal(rows);
  const c = FIELD_TEXTS.areaColumns;
  return (
    <Card size="small" data-testid="area-table" title={FIELD_TEXTS.areaTableToggle} styles={{ body: { padding: 0 } }} style={{ boxShadow: '0 4px 16px rgba(0,0,0,0.25)' }}>
      <Table
        size="small"
        loading={loading}
        pagination={false}
        dataSource={areaRows(rows)}
        locale={{ emptyText: EMPTY.generic }}
        scroll={{ y: 320 }}
        columns={[
          { key: 'brand', dataIndex: 'brand', title: c.brand, ellipsis: true },
          { key: 'count', dataIndex: 'count', title: c.count, align: 'right', width: 64 },
          { key: 'area', dataIndex: 'area', title: c.area, align: 'right', width: 110 },
        ]}
        summary={() =>
          rows.length ? (
            <Table.Summary fixed>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <strong>{FIELD_TEXTS.areaTotal}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <strong>{total.count}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <strong>{total.area}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </Card>
  );
}
