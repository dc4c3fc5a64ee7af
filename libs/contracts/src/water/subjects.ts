/**
 * NATS subjects of the water service (queue group 'water'): sensors, readings, alerts and
 * notification settings, and water gates with their log.
 */
export const WATER_SUBJECTS = {
  ping: 'water.system.ping',
  /** Water-level sensors (./sensors.ts); the device side's token check. */
  sensors: {
    /** GET /api/sensor/all */
    list: 'water.sensors.list',
    /** GET /api/sensor */
    get: 'water.sensors.get',
    /** POST, PUT, DELETE /api/sensor */
    create: 'water.sensors.create',
    update: 'water.sensors.update',
    delete: 'water.sensors.delete',
    /** POST /api/sensor/token: a new device token */
    rotateToken: 'water.sensors.rotate-token',
    /** sensor-ingest -> water: VerifyDeviceTokenRequest -> VerifyDeviceTokenResponse (no context needed) */
    verifyToken: 'water.sensors.verify-token',
    /** water -> sensor-ingest (core NATS event, payload { sensor_id }): drop a cached token at once */
    tokenChanged: 'water.sensors.token-changed',
  },
  /** LoRaWAN network-server integrations (./integrations.ts); resolution and events in ./lorawan.ts (LORAWAN_SUBJECTS). */
  integrations: {
    /** GET /api/sensor/integrations */
    list: 'water.integrations.list',
    /** POST /api/sensor/integrations */
    create: 'water.integrations.create',
    /** POST /api/sensor/integrations/rotate */
    rotate: 'water.integrations.rotate',
    /** POST /api/sensor/integrations/revoke */
    revoke: 'water.integrations.revoke',
  },
  /** LoRaWAN sensors and 未登録のデバイス (./lorawan-sensors.ts, ./integrations.ts). */
  lorawanSensors: {
    /** POST /api/sensor/lorawan: register a sensor by DevEUI */
    register: 'water.lorawan-sensors.register',
    /** GET /api/sensor/lorawan */
    get: 'water.lorawan-sensors.get',
    /** PUT /api/sensor/lorawan: the decoding map */
    update: 'water.lorawan-sensors.update',
    /** GET /api/sensor/lorawan-devices/unregistered */
    unregistered: 'water.lorawan-sensors.unregistered',
    /** DELETE /api/sensor/lorawan-devices/unregistered */
    deleteUnregistered: 'water.lorawan-sensors.delete-unregistered',
  },
  /** Sensor readings (./readings.ts). */
  readings: {
    /** GET /api/sensor/raw (last 3 hours, newest first) */
    raw: 'water.readings.raw',
    /** GET /api/sensor/sensor-data (a from..to span) */
    range: 'water.readings.range',
    /** GET /api/sensor/sensor-data-latest (by sensor_id or the paddy field's tag_no) */
    latest: 'water.readings.latest',
    /** GET /api/sensor/sensor-data-histories: 00:00 and 12:00 points per day and sensor */
    yearly: 'water.readings.yearly',
    /** GET /api/sensor/histories: the same points flat, for the yearly sensor table */
    yearlyTable: 'water.readings.yearly-table',
  },
  /** Sensor alerts (./alerts.ts). */
  alerts: {
    /** GET /api/sensor/alert */
    list: 'water.alerts.list',
  },
  /** Notification settings (./notifications.ts). */
  notifications: {
    /** GET /api/notifications */
    get: 'water.notifications.get',
    /** POST /api/notifications, PUT /api/notifications/:id */
    save: 'water.notifications.save',
  },
  /** Web Push devices of the signed-in user (./push.ts). */
  push: {
    /** GET /api/notification/push/public-key */
    publicKey: 'water.push.public-key',
    /** POST /api/notification/push/subscriptions */
    subscribe: 'water.push.subscribe',
    /** GET /api/notification/push/subscriptions */
    list: 'water.push.list',
    /** DELETE /api/notification/push/subscriptions/:id */
    delete: 'water.push.delete',
  },
  /** The signed-in user's notification preferences (./push.ts). */
  preferences: {
    /** GET /api/notification/preferences */
    get: 'water.preferences.get',
    /** PUT /api/notification/preferences */
    save: 'water.preferences.save',
  },
  /** The account's LINE Messaging API channel and each user's link (./push.ts). */
  line: {
    /** GET /api/notification/line */
    get: 'water.line.get',
    /** PUT /api/notification/line (root user) */
    save: 'water.line.save',
    /** PUT /api/notification/line/link */
    link: 'water.line.link',
  },
  /** Water gates and their log (./gates.ts, routes in ./routes.ts). */
  gates: {
    /** GET /inasaku/watergate: the gate map of the year */
    map: 'water.gates.map',
    /** GET /inasaku/watergate/supply, /out: the open gates of a mode */
    openSupply: 'water.gates.open-supply',
    openOut: 'water.gates.open-out',
    /** POST /inasaku/watergate(s)/supply, /out: record the chosen fields' gates */
    recordSupply: 'water.gates.record-supply',
    recordOut: 'water.gates.record-out',
    /** GET /inasaku/watergate/logs: the dashboard's paged log */
    logs: 'water.gates.logs',
    /** GET /inasaku/watergate/logs/all: the whole year's log, newest first (report /archives/water-gate) */
    yearLogs: 'water.gates.year-logs',
  },
} as const;
