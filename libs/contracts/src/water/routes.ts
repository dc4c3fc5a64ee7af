import type { HttpRoute } from '../http-routes';
import { WATER_SUBJECTS } from './subjects';
import {
  listOpenWaterGatesSchema, listWaterGateLogsSchema, listWaterGatesSchema, listYearWaterGateLogsSchema, recordWaterGatesSchema,
} from './gates';
import {
  createSensorSchema, deleteSensorSchema, getSensorSchema, listSensorsSchema, rotateSensorTokenSchema, updateSensorSchema,
} from './sensors';
import { latestReadingSchema, rawReadingsSchema, yearlyReadingsSchema } from './readings';
import { listAlertsSchema } from './alerts';
import { getNotificationSettingsSchema, saveNotificationSettingsSchema } from './notifications';
import {
  createIntegrationSchema, deleteUnregisteredDeviceSchema, listIntegrationsSchema, listUnregisteredDevicesSchema, revokeIntegrationSchema,
  rotateIntegrationSchema,
} from './integrations';
import { getLorawanSensorSchema, registerLorawanSensorSchema, updateLorawanSensorSchema } from './lorawan-sensors';
import {
  createPushSubscriptionSchema, deletePushSubscriptionBodySchema, getLineChannelSchema, getNotificationPreferencesSchema, linkLineUserSchema,
  listPushSubscriptionsSchema, saveLineChannelSchema, saveNotificationPreferencesSchema,
} from './push';

/**
 * The water domain's HTTP endpoints (spec 001 §7), one section per feature. Every answer is
 * `{ data: <answer> }`; the answer shapes are documented on each schema.
 */
export function waterRoutes(): HttpRoute[] {
  return [...gateRoutes(), ...sensorRoutes(), ...lorawanRoutes(), ...deliveryRoutes()];
}

/**
 * Alert delivery (./push.ts): the signed-in user's push devices and preferences, the account's
 * LINE channel. Not about a year: a past year or a read-only plan never blocks them.
 */
function deliveryRoutes(): HttpRoute[] {
  const { push: p, preferences: n, line: l } = WATER_SUBJECTS;
  const s = 'session' as const;
  const y = false;
  return [
    // PushPublicKey
    { method: 'GET', path: '/api/notification/push/public-key', subject: p.publicKey, auth: s, yearScoped: y },
    // PushSubscriptionCreated
    { method: 'POST', path: '/api/notification/push/subscriptions', subject: p.subscribe, auth: s, body: createPushSubscriptionSchema, yearScoped: y },
    // { list: PushDevice[] }
    { method: 'GET', path: '/api/notification/push/subscriptions', subject: p.list, auth: s, query: listPushSubscriptionsSchema, yearScoped: y },
    // { result: '0' }
    {
      method: 'DELETE', path: '/api/notification/push/subscriptions/:id', subject: p.delete, auth: s, body: deletePushSubscriptionBodySchema,
      yearScoped: y,
    },
    // NotificationPreferences
    { method: 'GET', path: '/api/notification/preferences', subject: n.get, auth: s, query: getNotificationPreferencesSchema, yearScoped: y },
    { method: 'PUT', path: '/api/notification/preferences', subject: n.save, auth: s, body: saveNotificationPreferencesSchema, yearScoped: y },
    // LineChannelStatus
    { method: 'GET', path: '/api/notification/line', subject: l.get, auth: s, query: getLineChannelSchema, yearScoped: y },
    { method: 'PUT', path: '/api/notification/line', subject: l.save, auth: s, body: saveLineChannelSchema, yearScoped: y },
    { method: 'PUT', path: '/api/notification/line/link', subject: l.link, auth: s, body: linkLineUserSchema, yearScoped: y },
  ];
}

/**
 * LoRaWAN network-server integrations, LoRaWAN sensors and 未登録のデバイス (./integrations.ts,
 * ./lorawan-sensors.ts): the account's, year-scoped like the sensor routes (writes are read-only
 * in a past year).
 */
function lorawanRoutes(): HttpRoute[] {
  const { integrations: i, lorawanSensors: l } = WATER_SUBJECTS;
  const s = 'session' as const;
  return [
    // { list: Integration[], total_count }
    { method: 'GET', path: '/api/sensor/integrations', subject: i.list, auth: s, query: listIntegrationsSchema },
    // CreateIntegrationResponse
    { method: 'POST', path: '/api/sensor/integrations', subject: i.create, auth: s, body: createIntegrationSchema },
    // RotateIntegrationResponse
    { method: 'POST', path: '/api/sensor/integrations/rotate', subject: i.rotate, auth: s, body: rotateIntegrationSchema },
    // RevokeIntegrationResponse
    { method: 'POST', path: '/api/sensor/integrations/revoke', subject: i.revoke, auth: s, body: revokeIntegrationSchema },
    // RegisterLorawanSensorResponse
    { method: 'POST', path: '/api/sensor/lorawan', subject: l.register, auth: s, body: registerLorawanSensorSchema },
    // LorawanSensorSettings
    { method: 'GET', path: '/api/sensor/lorawan', subject: l.get, auth: s, query: getLorawanSensorSchema },
    // UpdateLorawanSensorResponse
    { method: 'PUT', path: '/api/sensor/lorawan', subject: l.update, auth: s, body: updateLorawanSensorSchema },
    // { list: UnregisteredLorawanDevice[], total_count }
    { method: 'GET', path: '/api/sensor/lorawan-devices/unregistered', subject: l.unregistered, auth: s, query: listUnregisteredDevicesSchema },
    // { result: '0', message: '' }
    { method: 'DELETE', path: '/api/sensor/lorawan-devices/unregistered', subject: l.deleteUnregistered, auth: s, body: deleteUnregisteredDeviceSchema },
  ];
}

/** Water gates (./gates.ts). */
function gateRoutes(): HttpRoute[] {
  const g = WATER_SUBJECTS.gates;
  const s = 'session' as const;
  return [
    { method: 'GET', path: '/inasaku/watergate', subject: g.map, auth: s, query: listWaterGatesSchema },
    { method: 'GET', path: '/inasaku/watergate/supply', subject: g.openSupply, auth: s, query: listOpenWaterGatesSchema },
    { method: 'GET', path: '/inasaku/watergate/out', subject: g.openOut, auth: s, query: listOpenWaterGatesSchema },
    { method: 'GET', path: '/inasaku/watergate/logs', subject: g.logs, auth: s, query: listWaterGateLogsSchema },
    { method: 'GET', path: '/inasaku/watergate/logs/all', subject: g.yearLogs, auth: s, query: listYearWaterGateLogsSchema },
    { method: 'POST', path: '/inasaku/watergate/supply', subject: g.recordSupply, auth: s, body: recordWaterGatesSchema },
    { method: 'POST', path: '/inasaku/watergate/out', subject: g.recordOut, auth: s, body: recordWaterGatesSchema },
    { method: 'POST', path: '/inasaku/watergates/supply', subject: g.recordSupply, auth: s, body: recordWaterGatesSchema },
    { method: 'POST', path: '/inasaku/watergates/out', subject: g.recordOut, auth: s, body: recordWaterGatesSchema },
  ];
}

/**
 * Water-level sensors, readings, alerts and notification settings (./sensors.ts, ./readings.ts,
 * ./alerts.ts, ./notifications.ts). Sensors are the account's; the routes stay year-scoped so
 * that a past year chosen in the selector makes writes read-only (403) as the menu does.
 */
function sensorRoutes(): HttpRoute[] {
  const { sensors, readings, alerts, notifications } = WATER_SUBJECTS;
  const s = 'session' as const;
  return [
    // PagedList<Sensor>
    { method: 'GET', path: '/api/sensor/all', subject: sensors.list, auth: s, query: listSensorsSchema },
    // Sensor
    { method: 'GET', path: '/api/sensor', subject: sensors.get, auth: s, query: getSensorSchema },
    // CreateSensorResponse
    { method: 'POST', path: '/api/sensor', subject: sensors.create, auth: s, body: createSensorSchema },
    // UpdateSensorResponse
    { method: 'PUT', path: '/api/sensor', subject: sensors.update, auth: s, body: updateSensorSchema },
    // DeleteSensorResponse
    { method: 'DELETE', path: '/api/sensor', subject: sensors.delete, auth: s, body: deleteSensorSchema },
    // RotateSensorTokenResponse
    { method: 'POST', path: '/api/sensor/token', subject: sensors.rotateToken, auth: s, body: rotateSensorTokenSchema },
    // PagedList<SensorReading>, newest first
    { method: 'GET', path: '/api/sensor/raw', subject: readings.raw, auth: s, query: rawReadingsSchema },
    { method: 'GET', path: '/api/sensor/sensor-data', subject: readings.range, auth: s, query: rawReadingsSchema },
    // LatestReadingResponse
    { method: 'GET', path: '/api/sensor/sensor-data-latest', subject: readings.latest, auth: s, query: latestReadingSchema },
    // { list: YearlySensorSeries[] }
    { method: 'GET', path: '/api/sensor/sensor-data-histories', subject: readings.yearly, auth: s, query: yearlyReadingsSchema },
    // PagedList<SensorReading>
    { method: 'GET', path: '/api/sensor/histories', subject: readings.yearlyTable, auth: s, query: yearlyReadingsSchema },
    // PagedList<SensorAlert>
    { method: 'GET', path: '/api/sensor/alert', subject: alerts.list, auth: s, query: listAlertsSchema },
    // NotificationSettings
    { method: 'GET', path: '/api/notifications', subject: notifications.get, auth: s, query: getNotificationSettingsSchema },
    { method: 'POST', path: '/api/notifications', subject: notifications.save, auth: s, body: saveNotificationSettingsSchema },
    { method: 'PUT', path: '/api/notifications/:id', subject: notifications.save, auth: s, body: saveNotificationSettingsSchema },
  ];
}
