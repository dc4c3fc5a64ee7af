import { CLIENT_ROUTES, type Brand } from '@inasaku/contracts';
import { EMPTY, ListTable, useDialog, useRouteQuery, type RemoteRouteProps } from '@inasaku/ui';
import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { year } from '../api';
import { useLatest } from '../common/useLatest';
import { PageCard } from '../common/PageCard';
import { BRAND_TEXTS } from '../texts';
import { BRAND_ORDER_PATH, brandDetailTarget } from './brand-route';

/** brands (spec 000 §2.10): the year's brands in order; a row opens it for editing. */
export default function Brands({ session }: RemoteRouteProps) {
  const navigate = useNavigate();
  const dialog = useDialog();
  const alert = useLatest(dialog);
  const list = useRouteQuery(CLIENT_ROUTES['brands.list'], { query: year(session.managementId) });
  const brands = list.data ?? [];
  const loading = list.isPending;

  // Spec 000 §8: a brand list load failure is alerted with the error.
  useEffect(() => {
    if (list.error) void alert.current.message(list.error.message);
  }, [list.error, alert]);

  const open = (brand?: Brand) => {
    const target = brandDetailTarget(brand ? { viewMode: 'e', viewData: brand } : { viewMode: 'a' });
    navigate(target.to, { state: target.state });
  };

  return (
    <PageCard
      testId="brands"
      title={BRAND_TEXTS.title}
      extra={
        <Space>
          <Button type="primary" icon={<PlusOutlined />} data-testid="brand-add" disabled={!session.canEdit} onClick={() => open()}>
            {BRAND_TEXTS.add}
          </Button>
          <Button
            icon={<SwapOutlined rotate={90} />}
            data-testid="brand-order"
            disabled={!session.canEdit || brands.length < 2}
            onClick={() => navigate(BRAND_ORDER_PATH)}
          >
            {BRAND_TEXTS.order}
          </Button>
        </Space>
      }
    >
      <ListTable<Brand>
        rowKey="brand_id"
        loading={loading}
        dataSource={brands}
        locale={{ emptyText: EMPTY.generic }}
        rowTestId="brand-row"
        onOpen={open}
        columns={[
          { key: 'no', title: BRAND_TEXTS.number, width: 72, align: 'right', render: (_v, _b, i) => i + 1 },
          { key: 'name', title: BRAND_TEXTS.name, dataIndex: 'brand_name' },
        ]}
      />
    </PageCard>
  );
}
