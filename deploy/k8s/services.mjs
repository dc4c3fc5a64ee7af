// The table the Kubernetes base is generated from (deploy/k8s/generate.mjs), also read by the
// Dockerfile generator and by the tests. Ports come from deploy/local/processes.json so that the
// probes always aim at the port each process really opens.
//
// Memory: requests are sized from the idle RSS measured on the running local system (Node 20,
// 30 s after `npm start -- --detach`, and after a browser-test run: deploy/k8s/README.md), rounded up;
// limits leave room for bursts (report exports build workbooks in memory, so reports gets more).
// The V8 heap is capped below the limit so that Node collects garbage before the kernel kills it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const processes = JSON.parse(fs.readFileSync(path.join(root, 'deploy/local/processes.json'), 'utf8'));

/** Optional secrets: mounted when the Secret key exists, the service's keyless default otherwise. */
const optional = (name, secret, key) => ({ name, secret, key, optional: true });
const required = (name, secret, key) => ({ name, secret, key, optional: false });

const S3 = [
  optional('S3_ACCESS_KEY_ID', 'inasaku-s3', 'access-key-id'),
  optional('S3_SECRET_ACCESS_KEY', 'inasaku-s3', 'secret-access-key'),
];

/** Per service: measured idle RSS (MiB), limits, the secrets it reads, extra plain variables. */
const EXTRA = {
  account: {
    idleMiB: 93,
    requestMiB: 160,
    limitMiB: 384,
    secrets: [
      required('JWT_PRIVATE_KEY', 'inasaku-session-keys', 'private-key'),
      optional('SMTP_URL', 'inasaku-smtp', 'url'),
      optional('PAYJP_SECRET_KEY', 'inasaku-payjp', 'secret-key'),
    ],
    // Without SMTP_URL mail goes to the local outbox: on the writable /tmp, not the read-only image.
    env: { OUTBOX_DIR: '/tmp/outbox' },
  },
  fields: {
    idleMiB: 91,
    requestMiB: 128,
    limitMiB: 320,
    secrets: [optional('GOOGLE_GEOCODING_API_KEY', 'inasaku-google', 'geocoding-api-key')],
  },
  works: { idleMiB: 91, requestMiB: 128, limitMiB: 320, secrets: [] },
  water: {
    idleMiB: 91,
    requestMiB: 128,
    limitMiB: 320,
    // Alert delivery: the VAPID key that signs Web Push and the key that encrypts LINE channel tokens.
    secrets: [
      required('VAPID_PRIVATE_KEY', 'inasaku-delivery-keys', 'vapid-private-key'),
      required('LINE_TOKEN_KEY', 'inasaku-delivery-keys', 'line-token-key'),
    ],
  },
  weather: {
    idleMiB: 92,
    requestMiB: 128,
    limitMiB: 320,
    secrets: [optional('OPEN_METEO_API_KEY', 'inasaku-open-meteo', 'api-key')],
  },
  reports: {
    idleMiB: 100,
    requestMiB: 160,
    limitMiB: 768,
    secrets: S3,
    env: { EXPORT_TMP_DIR: '/tmp/exports' },
  },
  'sensor-ingest': {
    idleMiB: 61,
    requestMiB: 96,
    limitMiB: 256,
    secrets: [],
    // Devices reach it from outside: it has its own Service and Ingress host.
    expose: true,
    // Not a NATS service with a database: it only publishes to JetStream.
    noDatabase: true,
    noRedis: true,
    // /metrics is never on the devices' port (the Ingress sends devices there): a port of its
    // own, on the pod's address so that Prometheus reaches it, which no Service or Ingress exposes.
    env: { SENSOR_INGEST_METRICS_PORT: '9464', SENSOR_INGEST_METRICS_HOST: '0.0.0.0' },
    metricsPort: 9464,
  },
  gateway: {
    idleMiB: 92,
    requestMiB: 160,
    limitMiB: 384,
    secrets: [
      required('JWT_PUBLIC_KEY', 'inasaku-session-keys', 'public-key'),
      optional('JWT_PREVIOUS_PUBLIC_KEY', 'inasaku-session-keys', 'previous-public-key'),
      optional('GOOGLE_MAPS_API_KEY', 'inasaku-google', 'maps-api-key'),
      ...S3,
    ],
    // The gateway serves the shell and every remote's files from the image (WEB_ROOT) and reads
    // remotes.json from a ConfigMap, so one remote can be pointed elsewhere without a rebuild.
    // TRUST_PROXY: the Ingress controller (a pod address) names the browser in X-Forwarded-For; without
    // it every browser would be the Ingress's address and share one per-client limit.
    env: { WEB_ROOT: '/app', REMOTES_FILE: '/etc/inasaku/remotes.json', COOKIE_SECURE: 'true', GATEWAY_METRICS_PORT: '9464', TRUST_PROXY: 'loopback, uniquelocal' },
    // Its /metrics is on a port of its own: the health port is the public one behind the Ingress.
    metricsPort: 9464,
    expose: true,
    noDatabase: true,
  },
};

export const SERVICES = processes.map((p) => {
  const extra = EXTRA[p.name];
  if (!extra) throw new Error(`deploy/k8s/services.mjs: no entry for ${p.name} (added to deploy/local/processes.json?)`);
  return { name: p.name, cwd: p.cwd, script: p.script, port: p.port, portEnv: p.portEnv, ...extra };
});
