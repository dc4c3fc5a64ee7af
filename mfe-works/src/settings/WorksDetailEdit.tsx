import { PlusOutlined } from '@ant-design/icons';
import { CLIENT_ROUTES, type Item, type Season } from '@inasaku/contracts';
import { ITEM_PATTERNS, ITEM_PROGRESS, LIMITS } from '@inasaku/domain';
import { EditButtons, toAntdRules, useEditWrites, useFormValid, useRouteMutation, type RemoteRouteProps } from '@inasaku/ui';
import { App, Button, Flex, Form, Input, Select, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ChoiceRadios, type Choice } from './ChoiceRadios';
import { DetailPopup } from './DetailPopup';
import { DetailTable } from './DetailTable';
import {
  ITEM_FORM_RULES, addDetail, canAddDetail, draftOf, initialDetailRows, itemPayload, moveDetail, patternForSeason, removeDetail,
  replaceDetail, type DetailDraft, type DetailRow, type ItemFormValues,
} from './detail-rows';
import { ITEM_TEXTS, WORKS_TEXTS } from './texts';
import { useFirstSeasons, useSeasons } from './useSeasons';
import { seasonOptions } from './order-page';
import { PageCard, failureMessage } from './ui';
import { itemEditReturnPath, readItemEdit } from './works-route';

const PROGRESS_CHOICES: Choice[] = [
  { key: 'show', value: ITEM_PROGRESS.show, label: ITEM_TEXTS.progressShow },
  { key: 'hide', value: ITEM_PROGRESS.hide, label: ITEM_TEXTS.progressHide },
];
const PATTERN_CHOICES: Choice[] = [
  { key: 'add', value: ITEM_PATTERNS.add, label: ITEM_TEXTS.patternAdd },
  { key: 'overwrite', value: ITEM_PATTERNS.overwrite, label: ITEM_TEXTS.patternOverwrite },
];

type Popup = { mode: 'add' } | { mode: 'edit'; index: number } | null;

/** The year is sent with each write so that the gateway refuses one in a past year. */
const year = (managementId: string | null) => (managementId ? { management_id: managementId } : {});

const FORM_FIELDS = ['season_id', 'item_name', 'item_area_total', 'item_progress', 'item_pattern'];

/**
 * works-detail-edit (spec 000 §2.8, §4.7, §5): an item's season, name, its detail rows (rows 0
 * and 1 fixed, at most 20), total area, progress display and registration pattern. Opened from
 * works, or from the dashboard's progress widget (routeName 'dashboard': it goes back there).
 */
export default function WorksDetailEdit({ session }: RemoteRouteProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<ItemFormValues>();
  const params = useMemo(() => readItemEdit(location.search), [location.search]);
  const adding = params.viewMode === 'a';
  const mid = session.managementId;
  const returnPath = itemEditReturnPath(params);

  const [seasons, setSeasons] = useState<Season[] | null>(null);
  const [item, setItem] = useState<Item | null>(null);
  const [rows, setRows] = useState<DetailRow[]>(() => initialDetailRows());
  const [popup, setPopup] = useState<Popup>(null);

  const popupDraft = useMemo(() => (popup?.mode === 'edit' ? draftOf(rows[popup.index]) : draftOf()), [popup, rows]);
  const seasonId = Form.useWatch('season_id', form) as string | undefined;
  const season = seasons?.find((s) => s.season_id === seasonId);
  const isNotPaddy = season?.is_not_paddy_field_item ?? false;
  // The area total only counts for field work; a hidden stale value must not block saving.
  const rules = isNotPaddy ? { season_id: ITEM_FORM_RULES.season_id, item_name: ITEM_FORM_RULES.item_name } : ITEM_FORM_RULES;
  const valid = useFormValid(form, rules);

  // The seasons as the server has them now, once: the form is filled from them and owns the edits after that.
  const loaded = useSeasons(mid);
  useFirstSeasons(
    loaded,
    (list) => {
      setSeasons(list);
      if (adding) {
        const preset = list.find((s) => s.season_id === params.season_id);
        if (preset) form.setFieldsValue({ season_id: preset.season_id, item_pattern: patternForSeason(preset) });
        return;
      }
      const found = list.flatMap((s) => s.items).find((i) => i.item_id === params.item_id);
      if (!found) {
        message.error(WORKS_TEXTS.itemNotFound);
        navigate(returnPath, { replace: true });
        return;
      }
      setItem(found);
      setRows(initialDetailRows(found));
      form.setFieldsValue({
        season_id: found.season_id,
        item_name: found.item_name,
        item_area_total: found.item_area_total ?? '',
        item_progress: found.item_progress ?? ITEM_PROGRESS.show,
        item_pattern: found.item_pattern,
      });
    },
    (e) => {
      // Spec 000 §8: item failures are logged and the user goes back to the list.
      console.error(e);
      navigate(returnPath, { replace: true });
    },
  );

  // An item is shown in its season on works, in the work input and history screens and in the
  // dashboard's progress: each is read again before the write settles, so the way back shows it.
  const written = { invalidates: [CLIENT_ROUTES['seasons.list'], CLIENT_ROUTES['items.list'], CLIENT_ROUTES['workProgress.list']] };
  const create = useRouteMutation(CLIENT_ROUTES['items.create'], written);
  const update = useRouteMutation(CLIENT_ROUTES['items.update'], written);
  const del = useRouteMutation(CLIENT_ROUTES['items.delete'], written);

  const chooseSeason = (id: string) => {
    // Choosing a season sets the default pattern: non-field 1 (add), field 2 (overwrite).
    form.setFieldsValue({ item_pattern: patternForSeason(seasons?.find((s) => s.season_id === id)) });
  };

  const closePopup = (draft?: DetailDraft) => {
    if (draft && popup?.mode === 'add') setRows((list) => addDetail(list, draft));
    if (draft && popup?.mode === 'edit') setRows((list) => replaceDetail(list, popup.index, draft));
    setPopup(null);
  };

  const back = () => navigate(returnPath);
  const { busy, save, remove } = useEditWrites({ adding, back, failureMessage, deleted: WORKS_TEXTS.deleted, form, fields: FORM_FIELDS });

  const saveItem = () => {
    const payload = itemPayload(form.getFieldsValue(true) as ItemFormValues, rows, isNotPaddy);
    return save(() =>
      adding
        ? create.mutateAsync({ body: { ...year(mid), ...payload } })
        : update.mutateAsync({ body: { ...year(mid), item_id: item!.item_id, ...payload } }),
    );
  };

  const removeItem = () => {
    if (item) void remove(() => del.mutateAsync({ body: { ...year(mid), item_id: item.item_id } }));
  };

  const title = adding ? ITEM_TEXTS.add : ITEM_TEXTS.edit;
  if (!seasons || (!adding && !item)) {
    return (
      <PageCard testId="item-edit" title={title}>
        <Spin />
      </PageCard>
    );
  }

  const locked = !session.canEdit || busy !== null;
  const addable = canAddDetail(rows);

  return (
    <PageCard testId="item-edit" title={title} maxWidth={880}>
      <Form<ItemFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ item_name: '', item_area_total: '', item_progress: ITEM_PROGRESS.show, item_pattern: ITEM_PATTERNS.overwrite }}
        onFinish={() => valid && !locked && saveItem()}
      >
        <Flex gap={16} wrap>
          <Form.Item name="season_id" label={ITEM_TEXTS.season} rules={toAntdRules(ITEM_FORM_RULES.season_id)} style={{ minWidth: 240, flex: '1 1 240px' }}>
            <Select
              disabled={!session.canEdit}
              data-testid="item-season"
              placeholder={ITEM_TEXTS.seasonPlaceholder}
              onChange={chooseSeason}
              options={seasonOptions(seasons)}
            />
          </Form.Item>
          <Form.Item label={ITEM_TEXTS.workType} style={{ minWidth: 140 }}>
            <Typography.Text data-testid="item-work-type" style={{ lineHeight: '32px' }}>
              {season ? (isNotPaddy ? WORKS_TEXTS.notPaddy : WORKS_TEXTS.paddy) : '-'}
            </Typography.Text>
          </Form.Item>
        </Flex>
        <Form.Item name="item_name" label={ITEM_TEXTS.name} rules={toAntdRules(ITEM_FORM_RULES.item_name)}>
          <Input data-testid="item-name" disabled={!session.canEdit} />
        </Form.Item>

        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Typography.Text strong>{ITEM_TEXTS.details}</Typography.Text>
          <Space size={8}>
            {!addable ? <Typography.Text type="secondary">{ITEM_TEXTS.detailLimit(LIMITS.maxDetailRows)}</Typography.Text> : null}
            <Button type="link" icon={<PlusOutlined />} data-testid="detail-add" disabled={locked || !addable} onClick={() => setPopup({ mode: 'add' })}>
              {ITEM_TEXTS.addDetail}
            </Button>
          </Space>
        </Flex>
        <DetailTable
          rows={rows}
          disabled={locked}
          isNotPaddyFieldItem={isNotPaddy}
          onMove={(i, d) => setRows((list) => moveDetail(list, i, d))}
          onEdit={(i) => setPopup({ mode: 'edit', index: i })}
          onDelete={(i) => setRows((list) => removeDetail(list, i))}
        />

        <Flex gap={24} wrap style={{ marginTop: 24 }}>
          {isNotPaddy ? (
            <Typography.Paragraph type="secondary" style={{ flexBasis: '100%' }}>
              {ITEM_TEXTS.notPaddyNote}
            </Typography.Paragraph>
          ) : (
            <>
              <Form.Item name="item_area_total" label={ITEM_TEXTS.areaTotal} extra={ITEM_TEXTS.areaHint} rules={toAntdRules(ITEM_FORM_RULES.item_area_total)}>
                <Input data-testid="item-area-total" disabled={!session.canEdit} inputMode="decimal" style={{ width: 200 }} />
              </Form.Item>
              <Form.Item name="item_progress" label={ITEM_TEXTS.progress}>
                <ChoiceRadios testId="item-progress" disabled={!session.canEdit} choices={PROGRESS_CHOICES} />
              </Form.Item>
            </>
          )}
          <Form.Item name="item_pattern" label={ITEM_TEXTS.pattern} extra={ITEM_TEXTS.patternHint}>
            <ChoiceRadios testId="item-pattern" disabled={!session.canEdit} choices={PATTERN_CHOICES} />
          </Form.Item>
        </Flex>

        <EditButtons testIdPrefix="item" adding={adding} valid={valid} canEdit={session.canEdit} busy={busy} onCancel={back} onDelete={removeItem} />
      </Form>
      <DetailPopup
        open={popup !== null}
        mode={popup?.mode ?? 'add'}
        initial={popupDraft}
        isNotPaddyFieldItem={isNotPaddy}
        onOk={closePopup}
        onCancel={() => closePopup()}
      />
    </PageCard>
  );
}
