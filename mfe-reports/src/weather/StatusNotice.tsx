import { WEATHER_MESSAGES } from '@inasaku/contracts';
import { Alert } from 'antd';
import type { WeatherStatus } from '../common/weather-api';
import { WEATHER_TEXTS as T } from './texts';

/**
 * Says why the weather may be missing or old instead of failing: no home position yet (weather
 * belongs to a place), or the provider has not answered lately (the service marks the data stale).
 */
export function StatusNotice({ status }: { status: WeatherStatus }) {
  if (!status.has_position) {
    return <Alert type="info" showIcon data-testid="weather-no-position" message={WEATHER_MESSAGES.noPosition} />;
  }
  if (!status.stale) return null;
  const at = status.updated_at ? status.updated_at.slice(0, 16).replace('T', ' ').replace(/-/g, '/') : null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="weather-stale"
      message={T.stale}
      description={at ? `${T.lastUpdated}: ${at}` : undefined}
    />
  );
}
