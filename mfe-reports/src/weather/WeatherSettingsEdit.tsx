import { CONFIRM, TOASTS, useDialog, type RemoteRouteProps } from '@inasaku/ui';
import { App, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { logFailure } from '../common/errors';
import { PageCard } from '../common/PageCard';
import { useLatest } from '../common/useLatest';
import { weatherApi, type WeatherSetting } from '../common/weather-api';
import { toFormValues, toInput, type SettingFormValues } from './setting-form';
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
  const [setting, setSetting] = useState<WeatherSetting | undefined>(route.viewData);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const mid = session.managementId;
  const nav = useLatest(navigate);
  const back = () => navigate(SETTINGS_PATH);

  // A reloaded page kept only the id: read the setting again, or go back to the list.
  useEffect(() => {
    if (setting) return;
    let live = true;
    const leave = () => nav.current(SETTINGS_PATH, { replace: true });
    if (!route.settingId) {
      leave();
      return;
    }
    weatherApi
      .listSettings(mid)
      .then((list) => {
        if (!live) return;
        const found = list.find((s) => s.setting_id === route.settingId);
        if (found) setSetting(found);
        else leave();
      })
      .catch((e) => {
        logFailure('weather setting load', e);
        if (live) leave();
      });
    return () => {
      live = false;
    };
  }, [setting, route.settingId, mid, nav]);

  const save = async (values: SettingFormValues) => {
    setBusy('save');
    try {
      await weatherApi.updateSetting(mid, setting!.setting_id, toInput(values));
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
      await weatherApi.deleteSetting(mid, setting.setting_id);
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
