import type { WeatherSetting } from '../common/weather-api';

export const SETTINGS_PATH = '/weather/settings/show';
export const SETTINGS_ADD_PATH = '/weather/settings/add';

/**
 * weather-settings-edit takes viewMode 'e' and setting_id (spec 000 §2.9); the setting rides in the
 * router state, and the query keeps the id so that a reload reads it again.
 */
export function editTarget(setting: WeatherSetting) {
  const query = new URLSearchParams({ viewMode: 'e', setting_id: setting.setting_id });
  return { to: `/weather/settings/edit?${query}`, state: { viewMode: 'e', viewData: setting } };
}

export function readEditRoute(state: unknown, search: string): { settingId: string | null; viewData?: WeatherSetting } {
  const s = state as { viewData?: WeatherSetting } | null;
  if (s?.viewData?.setting_id) return { settingId: s.viewData.setting_id, viewData: s.viewData };
  return { settingId: new URLSearchParams(search).get('setting_id') };
}
