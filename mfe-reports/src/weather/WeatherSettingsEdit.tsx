import { CLIENT_ROUTES } from '@inasaku/contracts';
import { CONFIRM, TOASTS, useDialog, useRouteMutation, useRouteQuery, type RemoteRouteProps } from '@inasaku/ui';
import { App, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { logFailure } from '../common/errors';
import { PageCard } from '../common/PageCard';
import { useLatest } from '../common/useLatest';
import { yearParam } from '../common/weather-api';
import { SETTING_READS, toFormValues, toInput, type SettingFormValues } from './setting-form';
import { SettingForm } from './SettingForm';
import { readEditRoute, SETTINGS_PATH } from './settings-route';
import { WEATHER_TEXTS as T } from './texts';

/**
 * weather-settings-edit (viewMode 'e', setting_id): 保存 and 削除. Load and save failures are
 * logged and the user is sent back to the list (spec 000 §8); a failed delete alerts and stays
 * (spec 001 §8: deletion failures show an alert and stop).
 */
export default function WeatherSettingsEdit({ session }: RemoteRouteProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const dialog = useDialog();
  const route = readEditRoute(location.state, location.search);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const mid = session.managementId;
  const nav = useLatest(navigate);
  const back = () => navigate(SETTINGS_PATH);
  const update = useRouteMutation(CLIENT_ROUTES['weatherSettings.update'], { invalidates: SETTING_READS });
  const del = useRouteMutation(CLIENT_ROUTES['weatherSettings.delete'], { invalidates: SETTING_READS });

  // A reloaded page kept only the id: read the setting again, or go back to the list.
  const reread = useRouteQuery(CLIENT_ROUTES['weatherSettings.list'], { query: yearParam(mid) }, { enabled: !route.viewData && !!route.settingId });
  const setting = route.viewData ?? reread.data?.find((s) => s.setting_id === route.settingId);
  useEffect(() => {
    if (route.viewData) return;
    if (reread.error) logFailure('weather setting load', reread.error);
    if (!route.settingId || reread.error || (reread.data && !setting)) nav.current(SETTINGS_PATH, { replace: true });
  }, [route.viewData, route.settingId, reread.data, reread.error, setting, nav]);

  const save = async (values: SettingFormValues) => {
    setBusy('save');
    try {
      await update.mutateAsync({ body: { ...yearParam(mid), setting_id: setting!.setting_id, ...toInput(values) } });
      message.success(TOASTS.changesSaved);
    } catch (e) {
      logFailure('weather setting update', e);
    }
    back();
  };

  const remove = async () => {
    if (!setting || !(await dialog.confirm(CONFIRM.delete))) return;
    setBusy('delete');
    try {
      await del.mutateAsync({ body: { ...yearParam(mid), setting_id: setting.setting_id } });
      message.success('削除しました。');
      back();
    } catch (e) {
      logFailure('weather setting delete', e);
      setBusy(null);
      await dialog.message((e as Error).message);
    }
  };

  return (
    <PageCard testId="weather-setting-edit-page" title={T.settingsEditTitle}>
      {setting ? (
        <SettingForm initial={toFormValues(setting)} adding={false} canEdit={session.canEdit} busy={busy} onSave={save} onCancel={back} onDelete={remove} />
      ) : (
        <Spin />
      )}
    </PageCard>
  );
}
