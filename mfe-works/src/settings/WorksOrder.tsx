import { moveRow } from '@inasaku/domain';
import { BUTTONS, ERRORS, TOASTS, useDialog, type RemoteRouteProps } from '@inasaku/ui';
import { App, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { worksApi } from './api';
import { useFirstSeasons, useSeasons } from './useSeasons';
import { OrderTable } from './OrderTable';
import { seasonOrderPayload, type SeasonOrderItem } from './order';
import { ORDER_TEXTS, WORKS_TEXTS } from './texts';
import { ColorChip, PageCard, failureMessage } from './ui';
import { WORKS_PATH } from './works-route';

/** works-order (spec 001 "Reorder screens"): arrows swap neighbours; 保存 sends only the changed seasons. */
export default function WorksOrder({ session }: RemoteRouteProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const dialog = useDialog();
  const [rows, setRows] = useState<SeasonOrderItem[]>([]);
  const [saving, setSaving] = useState(false);
  const changes = seasonOrderPayload(rows);
  const list = useSeasons(session.managementId);
  const loading = !list.isFetchedAfterMount;
  useFirstSeasons(list, setRows, (e) => void dialog.message(e.message));

  const save = async () => {
    setSaving(true);
    try {
      await worksApi.orderSeasons(session.managementId, changes);
      message.success(TOASTS.changesSaved);
      navigate(WORKS_PATH);
    } catch (e) {
      setSaving(false);
      await dialog.message(failureMessage(e, ERRORS.updateFailed));
    }
  };

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
