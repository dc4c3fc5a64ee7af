// Writes deploy/k8s/base/services/<name>.yaml (Deployment + PodDisruptionBudget, and a Service
// for the two HTTP entry points) from deploy/k8s/services.mjs. Eight hand-kept copies of the same
// Deployment would drift; a test (deploy/test/k8s.spec.ts) fails when these files are stale.
//   node deploy/k8s/generate.mjs
import fs from 'node:fs';
import path from 'node:path';
import { runGenerator } from '../generated.mjs';
import { stringify } from 'yaml';
import { SERVICES, root } from './services.mjs';

/** Seconds the pod keeps serving after Kubernetes marks it terminating (endpoints catch up). */
export const PRE_STOP_SECONDS = 5;
/**
 * SIGTERM → readiness 503, NATS subscriptions drained (gracePeriod 2 s in service-kit), in-flight
 * requests answered, connections closed. 30 s covers that and the longest request timeout.
 */
export const TERMINATION_GRACE_SECONDS = 30;

function env(service) {
  const plain = [
    { name: service.portEnv, value: String(service.port) },
    // Heap capped below the container limit: V8 collects before the kernel's OOM killer acts.
    { name: 'NODE_OPTIONS', value: `--max-old-space-size=${Math.floor(service.limitMiB * 0.7)}` },
    ...Object.entries(service.env ?? {}).map(([name, value]) => ({ name, value })),
  ];
  const fromSecrets = [
    ...(service.noDatabase
      ? []
      : [
          // CloudNativePG writes <cluster>-app with a ready `uri`; for a managed database create a
          // Secret of that name with the same key (deploy/k8s/README.md).
          { name: 'DATABASE_URL', valueFrom: { secretKeyRef: { name: 'inasaku-db-app', key: 'uri' } } },
        ]),
    // Every service but sensor-ingest keeps state in Redis (the gateway its sessions, rate limits and
    // Idempotency-Key answers): without it a pod would fall back to 127.0.0.1 and fail its readiness.
    ...(service.noRedis ? [] : [{ name: 'REDIS_URL', valueFrom: { secretKeyRef: { name: 'inasaku-redis', key: 'url' } } }]),
    ...service.secrets.map((s) => ({
      name: s.name,
      valueFrom: { secretKeyRef: { name: s.secret, key: s.key, ...(s.optional ? { optional: true } : {}) } },
    })),
  ];
  return [...plain, ...fromSecrets];
}

function deployment(service) {
  const labels = { 'app.kubernetes.io/name': service.name, 'app.kubernetes.io/part-of': 'inasaku' };
  const probe = (p, extra) => ({ httpGet: { path: p, port: 'http' }, ...extra });
  const volumes = [{ name: 'tmp', emptyDir: {} }];
  const mounts = [{ name: 'tmp', mountPath: '/tmp' }];
  if (service.name === 'gateway') {
    volumes.push({ name: 'remotes', configMap: { name: 'inasaku-remotes' } });
    mounts.push({ name: 'remotes', mountPath: '/etc/inasaku', readOnly: true });
  }
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: service.name, labels },
    spec: {
      replicas: 2,
      selector: { matchLabels: { 'app.kubernetes.io/name': service.name } },
      // One new pod up and ready before an old one goes: capacity never drops during a roll.
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: {
          labels,
          annotations: {
            'prometheus.io/scrape': 'true',
            'prometheus.io/port': String(service.metricsPort ?? service.port),
            'prometheus.io/path': '/metrics',
          },
        },
        spec: {
          terminationGracePeriodSeconds: TERMINATION_GRACE_SECONDS,
          securityContext: { runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000, fsGroup: 1000, seccompProfile: { type: 'RuntimeDefault' } },
          // Two replicas on two nodes, else a node drain takes both.
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'kubernetes.io/hostname',
              whenUnsatisfiable: 'ScheduleAnyway',
              labelSelector: { matchLabels: { 'app.kubernetes.io/name': service.name } },
            },
          ],
          containers: [
            {
              name: service.name,
              image: `inasaku/${service.name}`,
              ports: [
                { name: 'http', containerPort: service.port },
                ...(service.metricsPort ? [{ name: 'metrics', containerPort: service.metricsPort }] : []),
              ],
              envFrom: [{ configMapRef: { name: 'inasaku-config' } }],
              env: env(service),
              resources: {
                requests: { cpu: '50m', memory: `${service.requestMiB}Mi` },
                limits: { cpu: '1', memory: `${service.limitMiB}Mi` },
              },
              // Migrations run before the port opens: give the first start a minute.
              startupProbe: probe('/health/live', { periodSeconds: 2, failureThreshold: 30 }),
              livenessProbe: probe('/health/live', { periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 }),
              readinessProbe: probe('/health/ready', { periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 }),
              lifecycle: { preStop: { exec: { command: ['sleep', String(PRE_STOP_SECONDS)] } } },
              securityContext: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
              volumeMounts: mounts,
            },
          ],
          volumes,
        },
      },
    },
  };
}

function pdb(service) {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name: service.name },
    spec: { minAvailable: 1, selector: { matchLabels: { 'app.kubernetes.io/name': service.name } } },
  };
}

function httpService(service) {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: service.name },
    spec: {
      selector: { 'app.kubernetes.io/name': service.name },
      ports: [{ name: 'http', port: 80, targetPort: 'http' }],
    },
  };
}

export function render(service) {
  const docs = [deployment(service), pdb(service)];
  if (service.expose) docs.push(httpService(service));
  const header = `# Generated by deploy/k8s/generate.mjs from deploy/k8s/services.mjs: edit those, not this file.\n`;
  return header + docs.map((d) => stringify(d, { lineWidth: 0, aliasDuplicateObjects: false })).join('---\n');
}

/** The remotes of the deployment's manifest: each ships as its own image (deploy/docker/remotes). */
export const REMOTES = JSON.parse(fs.readFileSync(path.join(root, 'deploy/local/remotes.json'), 'utf8')).map((r) => r.name.replace(/_/g, '-'));

/**
 * One remote on its own: nginx serving its release under /mfe/<name>/<release>/ (and /mfe/<name>/),
 * the Ingress sending /mfe/<name>/ to it. Static files only: no secrets, little memory, read-only.
 */
export function renderRemote(dir) {
  const labels = { 'app.kubernetes.io/name': dir, 'app.kubernetes.io/part-of': 'inasaku', 'app.kubernetes.io/component': 'remote' };
  const selector = { 'app.kubernetes.io/name': dir };
  const probe = { httpGet: { path: '/health', port: 'http' }, periodSeconds: 5 };
  const docs = [
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: dir, labels },
      spec: {
        replicas: 2,
        selector: { matchLabels: selector },
        strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
        template: {
          metadata: { labels },
          spec: {
            securityContext: { runAsNonRoot: true, runAsUser: 101, runAsGroup: 101, seccompProfile: { type: 'RuntimeDefault' } },
            containers: [
              {
                name: dir,
                image: `inasaku/${dir}`,
                ports: [{ name: 'http', containerPort: 8080 }],
                // The image's entrypoint lists its set-up steps on every start otherwise.
                env: [{ name: 'NGINX_ENTRYPOINT_QUIET_LOGS', value: '1' }],
                resources: { requests: { cpu: '10m', memory: '16Mi' }, limits: { cpu: '250m', memory: '64Mi' } },
                readinessProbe: probe,
                livenessProbe: { ...probe, periodSeconds: 10 },
                lifecycle: { preStop: { exec: { command: ['sleep', String(PRE_STOP_SECONDS)] } } },
                securityContext: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
                // nginx writes its pid and temporary files there.
                volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }, { name: 'cache', mountPath: '/var/cache/nginx' }],
              },
            ],
            volumes: [{ name: 'tmp', emptyDir: {} }, { name: 'cache', emptyDir: {} }],
          },
        },
      },
    },
    { apiVersion: 'policy/v1', kind: 'PodDisruptionBudget', metadata: { name: dir }, spec: { minAvailable: 1, selector: { matchLabels: selector } } },
    { apiVersion: 'v1', kind: 'Service', metadata: { name: dir }, spec: { selector, ports: [{ name: 'http', port: 80, targetPort: 'http' }] } },
  ];
  const header = `# Generated by deploy/k8s/generate.mjs from deploy/local/remotes.json: edit those, not this file.\n`;
  return header + docs.map((d) => stringify(d, { lineWidth: 0, aliasDuplicateObjects: false })).join('---\n');
}

export function expectedFiles() {
  return {
    ...Object.fromEntries(SERVICES.map((s) => [path.join('deploy/k8s/base/services', `${s.name}.yaml`), render(s)])),
    ...Object.fromEntries(REMOTES.map((r) => [path.join('deploy/k8s/base/remotes', `${r}.yaml`), renderRemote(r)])),
  };
}

runGenerator(import.meta.url, root, expectedFiles);
