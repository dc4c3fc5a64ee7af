import { CLIENT_ROUTES, type LorawanSensorSettings, type UnregisteredLorawanDevice } from '@inasaku/contracts';
import { isProductId } from '@inasaku/domain';
import { useRouteQuery } from '@inasaku/ui';
import { yearParam, type Year } from '../common/api';
import { LORAWAN_FORM_DEFAULTS, type LorawanFormValues } from './LorawanFields';

/**
 * The product ID a 未登録のデバイス entry suggests: the network server's device name when it is a
 * valid product ID (they usually are: both allow letters, digits, '-', '_'), else one from the DevEUI.
 */
export function suggestedProductId(device: Pick<UnregisteredLorawanDevice, 'device_name' | 'dev_eui'>): string {
  return isProductId(device.device_name) ? device.device_name : `LW-${device.dev_eui}`;
}

/** The registration form's first values for a 未登録のデバイス entry (LoRaWAN, its DevEUI, the default decoding). */
export function formValuesFor(device: UnregisteredLorawanDevice): LorawanFormValues & { sensor_id: string; sensor_name: string } {
  return {
    sensor_id: suggestedProductId(device), sensor_name: device.device_name, connection_type: 'lorawan', dev_eui: device.dev_eui, ...LORAWAN_FORM_DEFAULTS,
  };
}

/** The edit form's values of a LoRaWAN sensor's settings. */
export function formValuesOf(settings: LorawanSensorSettings): LorawanFormValues {
  const d = settings.decoding;
  return {
    connection_type: 'lorawan', dev_eui: settings.dev_eui, level_key: d.level_key, level_unit: d.level_unit, temperature_key: d.temperature_key,
    battery_key: d.battery_key, mount_height_cm: d.mount_height_cm === null ? '' : String(d.mount_height_cm),
  };
}

/**
 * The LoRaWAN settings of the sensor being edited: undefined while asked, null for a sensor with a
 * device token (404: not a LoRaWAN sensor).
 */
export function useLorawanSettings(managementId: Year, sensorId: string | null): LorawanSensorSettings | null | undefined {
  const settings = useRouteQuery(
    CLIENT_ROUTES['lorawanSensors.get'],
    { query: { sensor_id: sensorId ?? '', ...yearParam(managementId) } },
    { enabled: !!sensorId },
  );
  if (!sensorId) return undefined;
  if (settings.error) return null;
  return settings.data;
}
