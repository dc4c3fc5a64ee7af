import { CheckOutlined } from '@ant-design/icons';
import { SEASON_COLORS, SEASON_RULES, type Season } from '@inasaku/contracts';
import { BUTTONS, CONFIRM, ERRORS, TOASTS, toAntdRules, useDialog, useFormValid, type RemoteRouteProps } from '@inasaku/ui';
import { App, Button, Checkbox, Form, Input, Space, Spin } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { worksApi } from './api';
import { useFirstSeasons, useSeasons } from './useSeasons';
import { SEASON_TEXTS, WORKS_TEXTS } from './texts';
import { PageCard, failedField, failureMessage } from './ui';
import { WORKS_PATH, readSeasonEdit } from './works-route';

interface SeasonForm {
  season_name: string;
  is_not_paddy_field_item: boolean;
  color: string;
}

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
  const dialog = useDialog();
  const [form] = Form.useForm<SeasonForm>();
  const route = readSeasonEdit(location.state, location.search);
  const [season, setSeason] = useState<Season | undefined>(route.viewData);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const valid = useFormValid(form, SEASON_RULES);
  const adding = route.viewMode === 'a';
  const mid = session.managementId;
  const back = () => navigate(WORKS_PATH);

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

  const save = async () => {
    const values = form.getFieldsValue(true) as SeasonForm;
    const changes = {
      season_name: String(values.season_name ?? '').trim(),
      is_not_paddy_field_item: values.is_not_paddy_field_item === true,
      color: values.color ?? SEASON_COLORS[0],
    };
    setBusy('save');
    try {
      if (adding) await worksApi.createSeason(mid, changes);
      else await worksApi.updateSeason(mid, season!.season_id, changes);
      message.success(adding ? TOASTS.registered : TOASTS.changesSaved);
      back();
    } catch (e) {
      setBusy(null);
      const text = failureMessage(e, adding ? ERRORS.createFailed : ERRORS.updateFailed);
      const field = failedField(e);
      if (field && field in changes) form.setFields([{ name: field as keyof SeasonForm, errors: [text] }]);
      else await dialog.message(text);
    }
  };

  const remove = async () => {
    if (!season || !(await dialog.confirm(CONFIRM.delete))) return;
    setBusy('delete');
    try {
      await worksApi.deleteSeason(mid, season.season_id);
      message.success(WORKS_TEXTS.deleted);
      back();
    } catch (e) {
      setBusy(null);
      await dialog.message(failureMessage(e, ERRORS.deleteFailed));
    }
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
        onFinish={() => valid && !disabled && save()}
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
        <Space wrap>
          <Button type="primary" htmlType="submit" data-testid="season-save" disabled={!valid || disabled} loading={busy === 'save'}>
            {adding ? BUTTONS.register : BUTTONS.save}
          </Button>
          <Button data-testid="season-cancel" onClick={back} disabled={busy !== null}>
            {BUTTONS.cancel}
          </Button>
          {!adding ? (
            <Button danger data-testid="season-delete" disabled={disabled} loading={busy === 'delete'} onClick={remove}>
              {BUTTONS.delete}
            </Button>
          ) : null}
        </Space>
      </Form>
    </PageCard>
  );
}
