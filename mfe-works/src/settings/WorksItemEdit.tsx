import { CheckOutlined } from '@ant-design/icons';
import { SEASON_COLORS, SEASON_RULES, type Season } from '@inasaku/contracts';
import { EditButtons, toAntdRules, useEditWrites, useFormValid, type RemoteRouteProps } from '@inasaku/ui';
import { App, Checkbox, Form, Input, Space, Spin } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { worksApi } from './api';
import { useFirstSeasons, useSeasons } from './useSeasons';
import { SEASON_TEXTS, WORKS_TEXTS } from './texts';
import { PageCard, failureMessage } from './ui';
import { WORKS_PATH, readSeasonEdit } from './works-route';

interface SeasonForm {
  season_name: string;
  is_not_paddy_field_item: boolean;
  color: string;
}

/** The inputs a 400 answer may name, to show its message under that input. */
const SEASON_FIELDS: (keyof SeasonForm)[] = ['season_name', 'is_not_paddy_field_item', 'color'];

/** The palette of spec 000 §3 as a row of swatches; keyboard and screen readers see a radio group. */
function ColorPalette({ value, onChange, disabled }: { value?: string; onChange?: (v: string) => void; disabled?: boolean }) {
  const current = value?.toUpperCase();
  return (
    <Space wrap size={8} role="radiogroup" aria-label={SEASON_TEXTS.color} data-testid="season-colors">
      {SEASON_COLORS.map((color) => {
        const checked = current === color;
        return (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={SEASON_TEXTS.colorOption(color)}
            data-testid={`season-color-${color.slice(1)}`}
            disabled={disabled}
            onClick={() => onChange?.(color)}
            style={{
              width: 32, height: 32, borderRadius: 6, background: color, cursor: disabled ? 'not-allowed' : 'pointer',
              border: checked ? '2px solid #262626' : '2px solid transparent', outline: 'none',
              boxShadow: checked ? '0 0 0 2px #fff inset' : 'none', display: 'grid', placeItems: 'center', color: '#fff',
              opacity: disabled && !checked ? 0.6 : 1,
            }}
          >
            {checked ? <CheckOutlined /> : null}
          </button>
        );
      })}
    </Space>
  );
}

/**
 * works-item-edit (spec 000 §2.8): a season's name, work type (ほ場外作業) and colour.
 * Add ('a') with 登録 and the first palette colour; edit ('e') with 保存 and 削除.
 */
export default function WorksItemEdit({ session }: RemoteRouteProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<SeasonForm>();
  const route = readSeasonEdit(location.state, location.search);
  const [season, setSeason] = useState<Season | undefined>(route.viewData);
  const valid = useFormValid(form, SEASON_RULES);
  const adding = route.viewMode === 'a';
  const mid = session.managementId;
  const back = () => navigate(WORKS_PATH);
  const { busy, save, remove } = useEditWrites({ adding, back, failureMessage, deleted: WORKS_TEXTS.deleted, form, fields: SEASON_FIELDS });

  // Reloaded page: only the id survived in the query; read the season again.
  const reread = useSeasons(mid, !adding && !season && !!route.seasonId);
  useFirstSeasons(
    reread,
    (list) => {
      const found = list.find((s) => s.season_id === route.seasonId);
      if (found) {
        setSeason(found);
        form.setFieldsValue({ season_name: found.season_name, is_not_paddy_field_item: found.is_not_paddy_field_item, color: found.color });
      } else {
        message.error(WORKS_TEXTS.seasonNotFound);
        navigate(WORKS_PATH, { replace: true });
      }
    },
    (e) => {
      // Spec 000 §8: season failures are logged and the user goes back to the list.
      console.error(e);
      navigate(WORKS_PATH, { replace: true });
    },
  );

  const saveSeason = () => {
    const values = form.getFieldsValue(true) as SeasonForm;
    const changes = {
      season_name: String(values.season_name ?? '').trim(),
      is_not_paddy_field_item: values.is_not_paddy_field_item === true,
      color: values.color ?? SEASON_COLORS[0],
    };
    return save(() => (adding ? worksApi.createSeason(mid, changes) : worksApi.updateSeason(mid, season!.season_id, changes)));
  };

  const removeSeason = () => {
    if (season) void remove(() => worksApi.deleteSeason(mid, season.season_id));
  };

  if (!adding && !season) {
    return (
      <PageCard testId="season-edit" title={SEASON_TEXTS.edit}>
        <Spin />
      </PageCard>
    );
  }

  // The server refuses to change the kind of a season that has items; say so before the user tries.
  const typeLocked = !adding && (season?.items.length ?? 0) > 0;
  const disabled = !session.canEdit || busy !== null;

  return (
    <PageCard testId="season-edit" title={adding ? SEASON_TEXTS.add : SEASON_TEXTS.edit} maxWidth={560}>
      <Form<SeasonForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          season_name: season?.season_name ?? '',
          is_not_paddy_field_item: season?.is_not_paddy_field_item ?? false,
          color: season?.color ?? SEASON_COLORS[0],
        }}
        onFinish={() => valid && !disabled && saveSeason()}
      >
        <Form.Item name="season_name" label={SEASON_TEXTS.name} rules={toAntdRules(SEASON_RULES.season_name)}>
          <Input data-testid="season-name" autoFocus={adding} disabled={!session.canEdit} />
        </Form.Item>
        <Form.Item
          label={SEASON_TEXTS.workType}
          extra={typeLocked ? SEASON_TEXTS.typeLocked : SEASON_TEXTS.notPaddyHint}
          style={{ marginBottom: 16 }}
        >
          <Form.Item name="is_not_paddy_field_item" valuePropName="checked" noStyle>
            <Checkbox data-testid="season-not-paddy" disabled={!session.canEdit || typeLocked}>
              {SEASON_TEXTS.notPaddyCheck}
            </Checkbox>
          </Form.Item>
        </Form.Item>
        <Form.Item name="color" label={SEASON_TEXTS.color}>
          <ColorPalette disabled={!session.canEdit} />
        </Form.Item>
        <EditButtons testIdPrefix="season" adding={adding} valid={valid} canEdit={session.canEdit} busy={busy} onCancel={back} onDelete={removeSeason} />
      </Form>
    </PageCard>
  );
}
