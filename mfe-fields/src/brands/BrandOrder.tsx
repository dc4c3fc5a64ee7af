import { CLIENT_ROUTES } from '@inasaku/contracts';
import { canMoveDown, canMoveUp, moveRow } from '@inasaku/domain';
import { BUTTONS, ERRORS, ListTable, TOASTS, useDialog, useRouteMutation, useRouteQuery, type RemoteRouteProps } from '@inasaku/ui';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { year } from '../api';
import { useLatest } from '../common/useLatest';
import { failureMessage } from '../common/errors';
import { PageCard } from '../common/PageCard';
import { BRAND_TEXTS } from '../texts';
import { BRANDS_PATH } from './brand-route';
import { orderPayload, type OrderRow } from './order';

type Row = OrderRow;

/** brands-order (spec 000 §2.10): arrows swap neighbours; 保存 sends only the rows that changed. */
export default function BrandOrder({ session }: RemoteRouteProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const dialog = useDialog();
  const alert = useLatest(dialog);
  const list = useRouteQuery(CLIENT_ROUTES['brands.list'], { query: year(session.managementId) });
  // The order being arranged; until the first move, the saved one.
  const [moved, setRows] = useState<Row[] | null>(null);
  const rows: Row[] = moved ?? list.data ?? [];
  const loading = list.isPending;
  const [saving, setSaving] = useState(false);
  const order = useRouteMutation(CLIENT_ROUTES['brands.order'], { invalidates: [CLIENT_ROUTES['brands.list']] });
  const changes = orderPayload(rows);

  useEffect(() => {
    if (list.error) void alert.current.message(list.error.message);
  }, [list.error, alert]);

  const move = (index: number, direction: 'up' | 'down') => setRows(moveRow(rows, index, direction));

  const save = async () => {
    setSaving(true);
    try {
      await order.mutateAsync({ body: { ...year(session.managementId), brands: changes } });
      message.success(TOASTS.changesSaved);
      navigate(BRANDS_PATH);
    } catch (e) {
      setSaving(false);
      await dialog.message(failureMessage(e, ERRORS.updateFailed));
    }
  };

  return (
    <PageCard testId="brand-order-page" title={BRAND_TEXTS.orderTitle}>
      <ListTable<Row>
        rowKey="brand_id"
        loading={loading}
        dataSource={rows}
        rowTestId="order-row"
        columns={[
          { key: 'no', title: BRAND_TEXTS.number, width: 64, align: 'right', render: (_v, _r, i) => i + 1 },
          { key: 'name', title: BRAND_TEXTS.name, dataIndex: 'brand_name' },
          {
            key: 'move',
            width: 112,
            align: 'center',
            render: (_v, _r, i) => (
              <Space size={4}>
                <Button
                  icon={<ArrowUpOutlined />}
                  aria-label={BRAND_TEXTS.up}
                  data-testid="move-up"
                  disabled={!canMoveUp(i) || saving}
                  onClick={() => move(i, 'up')}
                />
                <Button
                  icon={<ArrowDownOutlined />}
                  aria-label={BRAND_TEXTS.down}
                  data-testid="move-down"
                  disabled={!canMoveDown(i, rows.length) || saving}
                  onClick={() => move(i, 'down')}
                />
              </Space>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" data-testid="order-save" disabled={!session.canEdit || changes.length === 0 || saving} loading={saving} onClick={save}>
          {BUTTONS.save}
        </Button>
        <Button data-testid="order-cancel" disabled={saving} onClick={() => navigate(BRANDS_PATH)}>
          {BUTTONS.cancel}
        </Button>
      </Space>
    </PageCard>
  );
}
