import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { canMoveDown, canMoveUp } from '@inasaku/domain';
import { EMPTY } from '@inasaku/ui';
import { Button, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Key, ReactNode } from 'react';
import { WORKS_TEXTS } from './texts';

/** The rows of a reorder screen with up and down arrows (the first cannot go up, the last cannot go down). */
export function OrderTable<T extends object>({
  rows, rowKey, loading, disabled, columns, onMove,
}: {
  rows: T[];
  rowKey: (row: T) => Key;
  loading: boolean;
  disabled: boolean;
  columns: { key: string; title: ReactNode; render: (row: T) => ReactNode }[];
  onMove: (index: number, direction: 'up' | 'down') => void;
}) {
  const cols: ColumnsType<T> = [
    { key: 'no', title: WORKS_TEXTS.number, width: 56, align: 'right', render: (_v, _r, i) => i + 1 },
    ...columns.map((c) => ({ key: c.key, title: c.title, render: (_v: unknown, row: T) => c.render(row) })),
    {
      key: 'move',
      width: 104,
      align: 'center',
      render: (_v, _r, i) => (
        <Space size={4}>
          <MoveButton direction="up" label={WORKS_TEXTS.up} testId="move-up" disabled={disabled || !canMoveUp(i)} onClick={() => onMove(i, 'up')} />
          <MoveButton direction="down" label={WORKS_TEXTS.down} testId="move-down" disabled={disabled || !canMoveDown(i, rows.length)} onClick={() => onMove(i, 'down')} />
        </Space>
      ),
    },
  ];
  return (
    <Table<T>
      size="middle"
      rowKey={rowKey}
      loading={loading}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: EMPTY.generic }}
      onRow={() => ({ 'data-testid': 'order-row' }) as never}
      columns={cols}
    />
  );
}

/** A small up or down arrow button of a sortable table row. */
export function MoveButton({ direction, label, testId, disabled, onClick }: {
  direction: 'up' | 'down';
  label: string;
  testId: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="small"
      icon={direction === 'up' ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
      aria-label={label}
      data-testid={testId}
      disabled={disabled}
      onClick={onClick}
    />
  );
}
