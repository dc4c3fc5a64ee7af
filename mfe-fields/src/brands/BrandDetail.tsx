import type { Brand } from '@inasaku/contracts';
import { BRAND_RULES, CLIENT_ROUTES } from '@inasaku/contracts';
import {
  EditButtons, type RemoteRouteProps, toAntdRules, useDialog, useEditWrites, useFormValid, useRouteMutation, useRouteQuery,
} from '@inasaku/ui';
import { App, Form, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { year } from '../api';
import { useLatest } from '../common/useLatest';
import { failureMessage } from '../common/errors';
import { PageCard } from '../common/PageCard';
import { BRAND_TEXTS } from '../texts';
import { BRANDS_PATH, readBrandDetail } from './brand-route';

interface BrandForm {
  brand_name: string;
}

/** brands-detail (spec 000 §2.10): add ('a') with 登録, or edit ('e') with 保存 and 削除. */
export default function BrandDetail({ session }: RemoteRouteProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const dialog = useDialog();
  const alert = useLatest(dialog);
  const toast = useLatest(message);
  const [form] = Form.useForm<BrandForm>();
  const route = readBrandDetail(location.state, location.search);
  const [brand, setBrand] = useState<Brand | undefined>(route.viewData);
  const valid = useFormValid(form, BRAND_RULES);
  const adding = route.viewMode === 'a';
  const mid = session.managementId;

  // Every brand write changes the year's brand list (and the brands shown with the fields).
  const written = { invalidates: [CLIENT_ROUTES['brands.list'], CLIENT_ROUTES['paddyFields.list']] };
  const create = useRouteMutation(CLIENT_ROUTES['brands.create'], written);
  const update = useRouteMutation(CLIENT_ROUTES['brands.update'], written);
  const del = useRouteMutation(CLIENT_ROUTES['brands.delete'], written);

  // Reloaded page: only the id survived in the query, read the brand again.
  const lookup = !adding && !brand && !!route.brandId;
  const reread = useRouteQuery(CLIENT_ROUTES['brands.list'], { query: year(mid) }, { enabled: lookup });
  useEffect(() => {
    if (!lookup) return;
    if (reread.error) {
      void alert.current.message(reread.error.message);
      return;
    }
    if (!reread.data) return;
    const found = reread.data.find((b) => b.brand_id === route.brandId);
    if (found) {
      setBrand(found);
      form.setFieldsValue({ brand_name: found.brand_name });
    } else {
      toast.current.error(BRAND_TEXTS.notFound);
      navigate(BRANDS_PATH, { replace: true });
    }
  }, [lookup, reread.data, reread.error, route.brandId, form, navigate, toast, alert]);

  const back = () => navigate(BRANDS_PATH);
  const { busy, save, remove } = useEditWrites({ adding, back, failureMessage, deleted: '削除しました。', form, fields: ['brand_name'] });

  const saveBrand = () => {
    const name = String(form.getFieldValue('brand_name') ?? '');
    return save(() =>
      adding
        ? create.mutateAsync({ body: { ...year(mid), brand_name: name } })
        : update.mutateAsync({ body: { ...year(mid), brand_id: brand!.brand_id, brand_name: name } }),
    );
  };

  const removeBrand = () => {
    if (brand) void remove(() => del.mutateAsync({ body: { ...year(mid), brand_id: brand.brand_id } }));
  };

  if (!adding && !brand) {
    return (
      <PageCard testId="brand-detail" title={BRAND_TEXTS.detailEdit}>
        <Spin />
      </PageCard>
    );
  }

  return (
    <PageCard testId="brand-detail" title={adding ? BRAND_TEXTS.detailAdd : BRAND_TEXTS.detailEdit}>
      <Form<BrandForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ brand_name: brand?.brand_name ?? '' }}
        onFinish={() => valid && session.canEdit && busy === null && saveBrand()}
        style={{ maxWidth: 420 }}
      >
        <Form.Item name="brand_name" label={BRAND_TEXTS.name} rules={toAntdRules(BRAND_RULES.brand_name)}>
          <Input data-testid="brand-name" autoFocus={adding} />
        </Form.Item>
        <EditButtons testIdPrefix="brand" adding={adding} valid={valid} canEdit={session.canEdit} busy={busy} onCancel={back} onDelete={removeBrand} />
      </Form>
    </PageCard>
  );
}
