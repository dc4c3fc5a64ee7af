import { moveRow } from '@inasaku/domain';
import type { Season } from '@inasaku/contracts';
import { useDialog, type RemoteRouteProps } from '@inasaku/ui';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { worksApi } from './api';
import { useFirstSeasons, useSeasons } from './useSeasons';
import { OrderTable } from './OrderTable';
import { itemOrderPayload, type ItemOrderItem } from './order';
import { OrderActions, seasonOptions, useOrderSave } from './order-page';
import { ORDER_TEXTS, WORKS_TEXTS } from './texts';
import { PageCard } from './ui';

/**
 * works-item-order (spec 001 "Reorder screens"): pick a season, move its items up or down;
 * 保存 sends only the changed rows. Changing the season drops unsaved moves of the previous one.
 */
export default function WorksItemOrder({ session }: RemoteRouteProps) {
  const dialog = useDialog();
  const [seasons, setSeasons] = useState<Season[]>([]);
  const [seasonId, setSeasonId] = useState<string | undefined>();
  const [rows, setRows] = useState<ItemOrderItem[]>([]);
  const changes = itemOrderPayload(rows);
  const { saving, save } = useOrderSave(() => worksApi.orderItems(session.managementId, changes));

  const list = useSeasons(session.managementId);
  const loading = !list.isFetchedAfterMount;
  useFirstSeasons(
    list,
    (all) => {
      setSeasons(all);
      // Start on the first season that has something to order.
      const first = all.find((s) => s.items.length > 1) ?? all[0];
      setSeasonId(first?.season_id);
      setRows(first?.items ?? []);
    },
    (e) => void dialog.message(e.message),
  );

  const pick = (id: string) => {
    setSeasonId(id);
    setRows(seasons.find((s) => s.season_id === id)?.items ?? []);
  };

  return (
    <PageCard testId="item-order-page" title={ORDER_TEXTS.items} maxWidth={560}>
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label={ORDER_TEXTS.pickSeason} style={{ marginBottom: 16 }}>
          <Select
            data-testid="order-season"
            aria-label={ORDER_TEXTS.pickSeason}
            value={seasonId}
            placeholder={ORDER_TEXTS.pickSeasonPlaceholder}
            onChange={pick}
            disabled={saving}
            style={{ maxWidth: 320 }}
            options={seasonOptions(seasons)}
          />
        </Form.Item>
      </Form>
      <OrderTable<ItemOrderItem>
        rows={rows}
        rowKey={(r) => r.item_id}
        loading={loading}
        disabled={saving || !session.canEdit}
        onMove={(i, d) => setRows((list) => moveRow(list, i, d))}
        columns={[{ key: 'name', title: WORKS_TEXTS.items, render: (i) => i.item_name }]}
      />
      <OrderActions canEdit={session.canEdit} changed={changes.length > 0} saving={saving} onSave={save} />
    </PageCard>
  );
}
