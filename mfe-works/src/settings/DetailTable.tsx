import { DeleteOutlined, EditOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tag, Tooltip } from 'antd';
import { canDeleteDetail, canEditDetail, canMoveDetail, type DetailRow } from './detail-rows';
import { MoveButton } from './OrderTable';
import { DETAIL_TYPE_LABELS, ITEM_TEXTS } from './texts';

/**
 * The sortable detail table of works-detail-edit. Rows 0 and 1 (実施日, 作業者) are fixed:
 * no arrows, no edit, no delete.
 */
export function DetailTable({
  rows, disabled, isNotPaddyFieldItem, onMove, onEdit, onDelete,
}: {
  rows: DetailRow[];
  disabled: boolean;
  isNotPaddyFieldItem: boolean;
  onMove: (index: number, direction: 'up' | 'down') => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}) {
  return (
    <Table<DetailRow>
      size="small"
      rowKey="key"
      dataSource={rows}
      pagination={false}
      data-testid="detail-table"
      onRow={(_row, index) => ({ 'data-testid': 'detail-row', 'data-fixed': !canEditDetail(index ?? 0) }) as never}
      scroll={{ x: 560 }}
      columns={[
        { key: 'no', title: '#', width: 44, align: 'right', render: (_v, _r, i) => i + 1 },
        { key: 'name', title: ITEM_TEXTS.detailName, dataIndex: 'item_detail_name' },
        { key: 'type', title: ITEM_TEXTS.detailType, width: 112, render: (_v, r) => DETAIL_TYPE_LABELS[r.item_detail_type] },
        { key: 'unit', title: ITEM_TEXTS.detailUnit, width: 80, render: (_v, r) => (r.item_detail_type === 'num' ? (r.item_detail_unit ?? '') : '') },
        {
          key: 'auto',
          title: ITEM_TEXTS.detailAuto,
          width: 96,
          render: (_v, r) => (r.item_detail_type === 'num' && r.item_detail_auto && !isNotPaddyFieldItem ? <Tag color="green">{ITEM_TEXTS.autoOn}</Tag> : ''),
        },
        {
          key: 'actions',
          width: 168,
          align: 'right',
          render: (_v, _r, i) =>
            !canEditDetail(i) ? (
              <Tag icon={<LockOutlined />} data-testid="detail-fixed">
                {ITEM_TEXTS.fixed}
              </Tag>
            ) : (
              <Space size={4}>
                <MoveButton direction="up" label={ITEM_TEXTS.up} testId="detail-up" disabled={disabled || !canMoveDetail(i, rows, 'up')} onClick={() => onMove(i, 'up')} />
                <MoveButton direction="down" label={ITEM_TEXTS.down} testId="detail-down" disabled={disabled || !canMoveDetail(i, rows, 'down')} onClick={() => onMove(i, 'down')} />
                <Tooltip title={ITEM_TEXTS.editRow}>
                  <Button size="small" icon={<EditOutlined />} aria-label={ITEM_TEXTS.editRow} data-testid="detail-edit" disabled={disabled} onClick={() => onEdit(i)} />
                </Tooltip>
                <Tooltip title={ITEM_TEXTS.deleteRow}>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={ITEM_TEXTS.deleteRow}
                    data-testid="detail-delete"
                    disabled={disabled || !canDeleteDetail(i)}
                    onClick={() => onDelete(i)}
                  />
                </Tooltip>
              </Space>
            ),
        },
      ]}
    />
  );
}
