import { moveRow } from '@inasaku/domain';
import type { Season } from '@inasaku/contracts';
import { BUTTONS, ERRORS, TOASTS, useDialog, type RemoteRouteProps } from '@inasaku/ui';
import { App, Button, Form, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { worksApi } from './api';
import { useFirstSeasons, useSeasons } from './useSeasons';
import { OrderTable } from './OrderTable';
import { itemOrderPayload, type ItemOrderItem } from './order';
import { ORDER_TEXTS, WORKS_TEXTS } from './texts';
import { ColorChip, PageCard, failureMessage } from './ui';
import { WORKS_PATH } from './works-route';

/**
 * works-item-order (spec 001 "Reorder screens"): pick a season, move its items up or down;
 * 保存 sends only the changed rows. Changing the season drops unsaved moves of the previous one.
 */
export default function WorksItemOrder({ session }: RemoteRouteProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const dialog = useDialog();
  const [seasons, setSeasons] = useState<Season[]>([]);
  const [seasonId, setSeasonId] = useState<string | undefined>();
  const [rows, setRows] = useState<ItemOrderItem[]>([]);
  const [saving, setSaving] = useState(false);
  const changes = itemOrderPayload(rows);

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

  const save = async () => {
    setSaving(true);
    try {
      await worksApi.orderItems(session.managementId, changes);
      message.success(TOASTS.changesSaved);
      navigate(WORKS_PATH);
    } catch (e) {
      setSaving(false);
      await dialog.message(failureMessage(e, ERRORS.updateFailed));
    }
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
            options={seasons.map((s) => ({
              value: s.season_id,
              label: (
                <Space size={8}>
                  <ColorChip color={s.color} size={12} />
                  {s.season_name}
                </Space>
              ),
            }))}
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
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" data-testid="order-save" disabled={!session.canEdit || changes.length === 0 || saving} loading={saving} onClick={save}>
          {BUTTONS.save}
        </Button>
        <Button data-testid="order-cancel" disabled={saving} onClick={() => navigate(WORKS_PATH)}>
          {BUTTONS.cancel}
        </Button>
      </Space>
    </PageCard>
  );
}
