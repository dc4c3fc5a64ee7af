import { z } from 'zod';
import { defineRoute, defineRoutes } from '../route-def';
import { ERROR_CODES } from '../errors';
import { WATER_SUBJECTS } from './subjects';
import {
  listOpenWaterGatesSchema, listWaterGateLogsSchema, listWaterGatesSchema, listYearWaterGateLogsSchema, recordWaterGatesSchema,
  openWaterGateSchema, recordWaterGatesResponseSchema, waterGateLogSchema, waterGateSchema,
} from './gates';
import {
  createSensorSchema, deleteSensorSchema, getSensorSchema, listSensorsSchema, rotateSensorTokenSchema, updateSensorSchema,
  createSensorResponseSchema, deleteSensorResponseSchema, rotateSensorTokenResponseSchema, sensorSchema, updateSensorResponseSchema,
} from './sensors';
import {
  latestReadingResponseSchema, latestReadingSchema, rawReadingsSchema, sensorReadingSchema, yearlyReadingsSchema, yearlySensorSeriesSchema,
} from './readings';
import { listAlertsSchema, sensorAlertSchema } from './alerts';
import { getNotificationSettingsSchema, notificationSettingsSchema, saveNotificationSettingsSchema } from './notifications';
import {
  createIntegrationSchema, deleteUnregisteredDeviceSchema, listIntegrationsSchema, listUnregisteredDevicesSchema, revokeIntegrationSchema,
  rotateIntegrationSchema, createIntegrationResponseSchema, integrationSchema, revokeIntegrationResponseSchema, rotateIntegrationResponseSchema,
  unregisteredLorawanDeviceSchema,
} from './integrations';
import {
  getLorawanSensorSchema, registerLorawanSensorSchema, updateLorawanSensorSchema, lorawanSensorSettingsSchema, registerLorawanSensorResponseSchema,
  updateLorawanSensorResponseSchema,
} from './lorawan-sensors';
import {
  createPushSubscriptionSchema, deletePushSubscriptionBodySchema, getLineChannelSchema, getNotificationPreferencesSchema, linkLineUserSchema,
  listPushSubscriptionsSchema, saveLineChannelSchema, saveNotificationPreferencesSchema, lineChannelStatusSchema, notificationPreferencesSchema,
  pushDeviceSchema, pushPublicKeySchema, pushSubscriptionCreatedSchema,
} from './push';
import { pagedListSchema } from '../account/paging';

const s = 'session' as const;
/** 403 for an account without the water feature (spec 000 §4.1), reads included. */
const WATER_FEATURE = ERROR_CODES.forbidden;
const { gates: g, sensors, readings, alerts, notifications } = WATER_SUBJECTS;
const { integrations: i, lorawanSensors: l, push: p, preferences: n, line } = WATER_SUBJECTS;

const recordSupply = defineRoute({
  method: 'POST', path: '/inasaku/watergate/supply', subject: g.recordSupply, auth: s, body: recordWaterGatesSchema, errors: [WATER_FEATURE], response: recordWaterGatesResponseSchema,
});
const recordOut = { ...recordSupply, path: '/inasaku/watergate/out', subject: g.recordOut } as const;

/** Water gates (./gates.ts). */
const GATE_ROUTES = defineRoutes({
  'waterGates.map': { method: 'GET', path: '/inasaku/watergate', subject: g.map, auth: s, query: listWaterGatesSchema, errors: [WATER_FEATURE], response: z.array(waterGateSchema) },
  'waterGates.openSupply': {
    method: 'GET', path: '/inasaku/watergate/supply', subject: g.openSupply, auth: s, query: listOpenWaterGatesSchema, errors: [WATER_FEATURE], response: z.array(openWaterGateSchema),
  },
  'waterGates.openOut': { method: 'GET', path: '/inasaku/watergate/out', subject: g.openOut, auth: s, query: listOpenWaterGatesSchema, errors: [WATER_FEATURE], response: z.array(openWaterGateSchema) },
  'waterGates.logs': { method: 'GET', path: '/inasaku/watergate/logs', subject: g.logs, auth: s, query: listWaterGateLogsSchema, errors: [WATER_FEATURE], response: pagedListSchema(waterGateLogSchema) },
  'waterGates.yearLogs': {
    method: 'GET', path: '/inasaku/watergate/logs/all', subject: g.yearLogs, auth: s, query: listYearWaterGateLogsSchema, errors: [WATER_FEATURE], response: z.array(waterGateLogSchema),
  },
  'waterGates.recordSupply': recordSupply,
  'waterGates.recordOut': recordOut,
  // The same writes under the plural path some clients of the former system still send.
  'waterGates.recordSupplyPlural': { ...recordSupply, path: '/inasaku/watergates/supply' },
  'waterGates.recordOutPlural': { ...recordOut, path: '/inasaku/watergates/out' },
});

/**
 * Water-level sensors, readings, alerts and notification settings (./sensors.ts, ./readings.ts,
 * ./alerts.ts, ./notifications.ts). Sensors are the account's; the routes stay year-scoped so
 * that a past year chosen in the selector makes writes read-only (403) as the menu does.
 */
const SENSOR_ROUTES = defineRoutes({
  'sensors.list': { method: 'GET', path: '/api/sensor/all', subject: sensors.list, auth: s, query: listSensorsSchema, errors: [WATER_FEATURE], response: pagedListSchema(sensorSchema) },
  'sensors.get': { method: 'GET', path: '/api/sensor', subject: sensors.get, auth: s, query: getSensorSchema, errors: [WATER_FEATURE, ERROR_CODES.notFound], response: sensorSchema },
  'sensors.create': { method: 'POST', path: '/api/sensor', subject: sensors.create, auth: s, body: createSensorSchema, errors: [WATER_FEATURE], response: createSensorResponseSchema },
  'sensors.update': { method: 'PUT', path: '/api/sensor', subject: sensors.update, auth: s, body: updateSensorSchema, errors: [WATER_FEATURE, ERROR_CODES.notFound], response: updateSensorResponseSchema },
  'sensors.delete': { method: 'DELETE', path: '/api/sensor', subject: sensors.delete, auth: s, body: deleteSensorSchema, errors: [WATER_FEATURE, ERROR_CODES.notFound], response: deleteSensorResponseSchema },
  'sensors.rotateToken': {
    method: 'POST', path: '/api/sensor/token', subject: sensors.rotateToken, auth: s, body: rotateSensorTokenSchema, errors: [WATER_FEATURE, ERROR_CODES.notFound], response: rotateSensorTokenResponseSchema,
  },
  /** newest first */
  'readings.raw': { method: 'GET', path: '/api/sensor/raw', subject: readings.raw, auth: s, query: rawReadingsSchema, errors: [WATER_FEATURE], response: pagedListSchema(sensorReadingSchema) },
  'readings.range': { method: 'GET', path: '/api/sensor/sensor-data', subject: readings.range, auth: s, query: rawReadingsSchema, errors: [WATER_FEATURE], response: pagedListSchema(sensorReadingSchema) },
  'readings.latest': {
    method: 'GET', path: '/api/sensor/sensor-data-latest', subject: readings.latest, auth: s, query: latestReadingSchema, errors: [WATER_FEATURE], response: latestReadingResponseSchema,
  },
  'readings.yearly': {
    method: 'GET', path: '/api/sensor/sensor-data-histories', subject: readings.yearly, auth: s, query: yearlyReadingsSchema, errors: [WATER_FEATURE], response: z.object({ list: z.array(yearlySensorSeriesSchema) }),
  },
  'readings.yearlyTable': {
    method: 'GET', path: '/api/sensor/histories', subject: readings.yearlyTable, auth: s, query: yearlyReadingsSchema, errors: [WATER_FEATURE], response: pagedListSchema(sensorReadingSchema),
  },
  'alerts.list': { method: 'GET', path: '/api/sensor/alert', subject: alerts.list, auth: s, query: listAlertsSchema, errors: [WATER_FEATURE], response: pagedListSchema(sensorAlertSchema) },
  'notifications.get': {
    method: 'GET', path: '/api/notifications', subject: notifications.get, auth: s, query: getNotificationSettingsSchema, errors: [WATER_FEATURE], response: notificationSettingsSchema,
  },
  'notifications.create': {
    method: 'POST', path: '/api/notifications', subject: notifications.save, auth: s, body: saveNotificationSettingsSchema, errors: [WATER_FEATURE], response: notificationSettingsSchema,
  },
  'notifications.update': {
    method: 'PUT', path: '/api/notifications/:id', subject: notifications.save, auth: s, body: saveNotificationSettingsSchema, errors: [WATER_FEATURE], response: notificationSettingsSchema,
  },
});

/**
 * LoRaWAN network-server integrations, LoRaWAN sensors and 未登録のデバイス (./integrations.ts,
 * ./lorawan-sensors.ts): the account's, year-scoped like the sensor routes (writes are read-only
 * in a past year).
 */
const LORAWAN_ROUTES = defineRoutes({
  'integrations.list': { method: 'GET', path: '/api/sensor/integrations', subject: i.list, auth: s, query: listIntegrationsSchema, errors: [WATER_FEATURE], response: pagedListSchema(integrationSchema) },
  'integrations.create': {
    method: 'POST', path: '/api/sensor/integrations', subject: i.create, auth: s, body: createIntegrationSchema, errors: [WATER_FEATURE], response: createIntegrationResponseSchema,
  },
  'integrations.rotate': {
    method: 'POST', path: '/api/sensor/integrations/rotate', subject: i.rotate, auth: s, body: rotateIntegrationSchema, errors: [WATER_FEATURE, ERROR_CODES.notFound], response: rotateIntegrationResponseSchema,
  },
  'integrations.revoke': {
    method: 'POST', path: '/api/sensor/integrations/revoke', subject: i.revoke, auth: s, body: revokeIntegrationSchema, errors: [WATER_FEATURE, ERROR_CODES.notFound], response: revokeIntegrationResponseSchema,
  },
  'lorawanSensors.register': {
    method: 'POST', path: '/api/sensor/lorawan', subject: l.register, auth: s, body: registerLorawanSensorSchema, errors: [WATER_FEATURE], response: registerLorawanSensorResponseSchema,
  },
  'lorawanSensors.get': { method: 'GET', path: '/api/sensor/lorawan', subject: l.get, auth: s, query: getLorawanSensorSchema, errors: [WATER_FEATURE, ERROR_CODES.notFound], response: lorawanSensorSettingsSchema },
  'lorawanSensors.update': {
    method: 'PUT', path: '/api/sensor/lorawan', subject: l.update, auth: s, body: updateLorawanSensorSchema, errors: [WATER_FEATURE, ERROR_CODES.notFound], response: updateLorawanSensorResponseSchema,
  },
  'lorawanDevices.unregistered': {
    method: 'GET', path: '/api/sensor/lorawan-devices/unregistered', subject: l.unregistered, auth: s,
    query: listUnregisteredDevicesSchema, errors: [WATER_FEATURE], response: pagedListSchema(unregisteredLorawanDeviceSchema),
  },
  'lorawanDevices.deleteUnregistered': {
    method: 'DELETE', path: '/api/sensor/lorawan-devices/unregistered', subject: l.deleteUnregistered, auth: s,
    body: deleteUnregisteredDeviceSchema, errors: [WATER_FEATURE, ERROR_CODES.notFound], response: z.object({ result: z.literal('0'), message: z.string() }),
  },
});

/**
 * Alert delivery (./push.ts): the signed-in user's push devices and preferences, the account's
 * LINE channel. Not about a year: a past year or a read-only plan never blocks them.
 */
const DELIVERY_ROUTES = defineRoutes({
  'push.publicKey': { method: 'GET', path: '/api/notification/push/public-key', subject: p.publicKey, auth: s, yearScoped: false, response: pushPublicKeySchema },
  'push.subscribe': {
    method: 'POST', path: '/api/notification/push/subscriptions', subject: p.subscribe, auth: s, body: createPushSubscriptionSchema,
    yearScoped: false, response: pushSubscriptionCreatedSchema,
  },
  'push.list': {
    method: 'GET', path: '/api/notification/push/subscriptions', subject: p.list, auth: s, query: listPushSubscriptionsSchema,
    yearScoped: false, response: z.object({ list: z.array(pushDeviceSchema) }),
  },
  'push.delete': {
    method: 'DELETE', path: '/api/notification/push/subscriptions/:id', subject: p.delete, auth: s, body: deletePushSubscriptionBodySchema,
    yearScoped: false, errors: [ERROR_CODES.notFound], response: z.object({ result: z.literal('0') }),
  },
  'notificationPreferences.get': {
    method: 'GET', path: '/api/notification/preferences', subject: n.get, auth: s, query: getNotificationPreferencesSchema,
    yearScoped: false, response: notificationPreferencesSchema,
  },
  'notificationPreferences.save': {
    method: 'PUT', path: '/api/notification/preferences', subject: n.save, auth: s, body: saveNotificationPreferencesSchema,
    yearScoped: false, response: notificationPreferencesSchema,
  },
  'lineChannel.get': {
    method: 'GET', path: '/api/notification/line', subject: line.get, auth: s, query: getLineChannelSchema, yearScoped: false, response: lineChannelStatusSchema,
  },
  'lineChannel.save': {
    method: 'PUT', path: '/api/notification/line', subject: line.save, auth: s, body: saveLineChannelSchema, yearScoped: false, response: lineChannelStatusSchema,
  },
  'lineChannel.link': {
    method: 'PUT', path: '/api/notification/line/link', subject: line.link, auth: s, body: linkLineUserSchema, yearScoped: false, response: lineChannelStatusSchema,
  },
});

/** The water domain's HTTP endpoints (spec 001 §7). Every answer is `{ data: <response> }`. */
export const WATER_ROUTES = { ...GATE_ROUTES, ...SENSOR_ROUTES, ...LORAWAN_ROUTES, ...DELIVERY_ROUTES };
