import { moveRow } from '@inasaku/domain';
import { useDialog, type RemoteRouteProps } from '@inasaku/ui';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { worksApi } from './api';
import { useFirstSeasons, useSeasons } from './useSeasons';
import { OrderTable } from './OrderTable';
import { seasonOrderPayload, type SeasonOrderItem } from './order';
import { OrderActions, useOrderSave } from './order-page';
import { ORDER_TEXTS, WORKS_TEXTS } from './texts';
import { ColorChip, PageCard } from './ui';

/** works-order (spec 001 "Reorder screens"): arrows swap neighbours; 保存 sends only the changed seasons. */
export default function WorksOrder({ session }: RemoteRouteProps) {
  const dialog = useDialog();
  const [rows, setRows] = useState<SeasonOrderItem[]>([]);
  const changes = seasonOrderPayload(rows);
  const list = useSeasons(session.managementId);
  const loading = !list.isFetchedAfterMount;
  useFirstSeasons(list, setRows, (e) => void dialog.message(e.message));

  const { saving, save } = useOrderSave(() => worksApi.orderSeasons(session.managementId, changes));

  return (
    <PageCard testId="season-order-page" title={ORDER_TEXTS.seasons} maxWidth={560}>
      <OrderTable<SeasonOrderItem>
        rows={rows}
        rowKey={(r) => r.season_id}
        loading={loading}
        disabled={saving || !session.canEdit}
        onMove={(i, d) => setRows((list) => moveRow(list, i, d))}
        columns={[
          {
            key: 'name',
            title: WORKS_TEXTS.seasons,
            render: (s) => (
              <Space size={8}>
                <ColorChip color={s.color} />
                <span>{s.season_name}</span>
                {s.is_not_paddy_field_item ? <Tag>{WORKS_TEXTS.notPaddy}</Tag> : null}
              </Space>
            ),
          },
        ]}
      />
      <OrderActions canEdit={session.canEdit} changed={changes.length > 0} saving={saving} onSave={save} />
    </PageCard>
  );
}
