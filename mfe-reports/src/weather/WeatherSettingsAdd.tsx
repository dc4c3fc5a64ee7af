import { CLIENT_ROUTES } from '@inasaku/contracts';
import { TOASTS, useRouteMutation, type RemoteRouteProps } from '@inasaku/ui';
import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logFailure } from '../common/errors';
import { PageCard } from '../common/PageCard';
import { yearParam } from '../common/weather-api';
import { EMPTY_SETTING, SETTING_READS, toInput, type SettingFormValues } from './setting-form';
import { SettingForm } from './SettingForm';
import { SETTINGS_PATH } from './settings-route';
import { WEATHER_TEXTS as T } from './texts';

/** weather-settings-add: 登録 saves and goes back to the list; a failure is logged and the user is sent back too (spec 000 §8). */
export default function WeatherSettingsAdd({ session }: RemoteRouteProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'save' | null>(null);
  const back = () => navigate(SETTINGS_PATH);
  const create = useRouteMutation(CLIENT_ROUTES['weatherSettings.create'], { invalidates: SETTING_READS });

  const save = async (values: SettingFormValues) => {
    setBusy('save');
    try {
      await create.mutateAsync({ body: { ...yearParam(session.managementId), ...toInput(values) } });
      message.success(TOASTS.registered);
    } catch (e) {
      logFailure('weather setting insert', e);
    }
    back();
  };

  return (
    <PageCard testId="weather-setting-add-page" title={T.settingsAddTitle}>
      <SettingForm initial={EMPTY_SETTING} adding canEdit={session.canEdit} busy={busy} onSave={save} onCancel={back} />
    </PageCard>
  );
}
