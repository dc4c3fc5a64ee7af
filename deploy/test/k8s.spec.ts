import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(__dirname, '../..');
const processes: { name: string; port: number; cwd: string }[] = JSON.parse(fs.readFileSync(path.join(root, 'deploy/local/processes.json'), 'utf8'));

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; annotations?: Record<string, string> };
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  data?: Record<string, string>;
}

function render(dir: string): K8sObject[] {
  const text = execFileSync('kubectl', ['kustomize', path.join(root, dir)], { encoding: 'utf8' });
  return parseAllDocuments(text).map((d) => d.toJSON() as K8sObject);
}

/**
 * Whether a service's own code (not its tests) uses Redis: through service-kit's module (rate
 * limits, idempotency keys, health) or by reading REDIS_URL itself, as the gateway does.
 */
function usesRedis(name: string): boolean {
  const cwd = processes.find((p) => p.name === name)?.cwd ?? `services/${name}`;
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'test' ? [] : sources(p);
      return /\.ts$/.test(e.name) && !/\.(spec|int-spec|e2e-spec)\.ts$/.test(e.name) ? [p] : [];
    });
  return sources(path.join(root, cwd, 'src')).some((f) => /ServiceKitModule|REDIS_URL|ioredis/.test(fs.readFileSync(f, 'utf8')));
}

const objects = render('deploy/k8s/overlays/production');
const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
const container = (name: string) => find('Deployment', name)?.spec.template.spec.containers[0];

describe('Kubernetes production overlay (kubectl kustomize)', () => {
  it('the generated base files are up to date with deploy/k8s/services.mjs', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'deploy/k8s/generate.mjs'), '--check'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it.each(processes.map((p) => [p.name, p.port] as const))('%s: two replicas that roll one at a time, a PDB keeping one up', (name) => {
    const deployment = find('Deployment', name);
    expect(deployment?.metadata.namespace).toBe('inasaku');
    expect(deployment?.spec.replicas).toBe(2);
    expect(deployment?.spec.strategy.rollingUpdate).toEqual({ maxUnavailable: 0, maxSurge: 1 });
    const pdb = find('PodDisruptionBudget', name);
    expect(pdb?.spec.minAvailable).toBe(1);
    expect(pdb?.spec.selector.matchLabels).toEqual(deployment?.spec.selector.matchLabels);
    expect(deployment?.spec.template.metadata.labels).toMatchObject(deployment?.spec.selector.matchLabels);
  });

  it.each(processes.map((p) => [p.name, p.port] as const))('%s: probes on its health port %i, memory and CPU limits', (name, port) => {
    const c = container(name);
    expect(c.ports[0]).toEqual({ name: 'http', containerPort: port });
    expect(c.readinessProbe.httpGet).toEqual({ path: '/health/ready', port: 'http' });
    expect(c.livenessProbe.httpGet).toEqual({ path: '/health/live', port: 'http' });
    expect(c.startupProbe.httpGet.path).toBe('/health/live');
    expect(c.resources.requests.memory).toMatch(/^\d+Mi$/);
    expect(c.resources.limits.memory).toMatch(/^\d+Mi$/);
    expect(parseInt(c.resources.limits.memory, 10)).toBeGreaterThan(parseInt(c.resources.requests.memory, 10));
    expect(c.resources.limits.cpu).toBeDefined();
    // The port variable the process reads is the one probed.
    const portEnv = c.env.find((e: { value?: string }) => e.value === String(port));
    expect(portEnv).toBeDefined();
    // Prometheus scrapes /metrics on the health port; the gateway and sensor-ingest, whose ports
    // are public behind the Ingress, on a separate metrics port.
    const ownMetricsPort: Record<string, string> = { gateway: 'GATEWAY_METRICS_PORT', 'sensor-ingest': 'SENSOR_INGEST_METRICS_PORT' };
    const metricsPort = ownMetricsPort[name] ? 9464 : port;
    expect(find('Deployment', name)?.spec.template.metadata.annotations['prometheus.io/port']).toBe(String(metricsPort));
    if (ownMetricsPort[name]) {
      expect(c.ports).toContainEqual({ name: 'metrics', containerPort: 9464 });
      expect(c.env).toContainEqual({ name: ownMetricsPort[name], value: '9464' });
    }
  });

  it.each(processes.map((p) => [p.name] as const))('%s: drains before it is killed, runs as non-root', (name) => {
    const spec = find('Deployment', name)?.spec.template.spec;
    const c = container(name);
    const preStopSeconds = Number(c.lifecycle.preStop.exec.command[1]);
    expect(preStopSeconds).toBeGreaterThan(0);
    // preStop + the drain of in-flight requests (at most DRAIN_MAX_MS, 10 s) + closing fit in the grace period.
    expect(spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(preStopSeconds + 10 + 5);
    expect(spec.securityContext.runAsNonRoot).toBe(true);
    expect(c.securityContext.allowPrivilegeEscalation).toBe(false);
  });

  it('holds no secret value: every credential is a secretKeyRef, and there is no Secret object', () => {
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    for (const d of objects.filter((o) => o.kind === 'Deployment')) {
      for (const e of d.spec.template.spec.containers[0].env as { name: string; value?: string; valueFrom?: unknown }[]) {
        if (/SECRET|PASSWORD|TOKEN|PRIVATE|_KEY$|DATABASE_URL|REDIS_URL|SMTP_URL/.test(e.name)) {
          expect({ name: e.name, value: e.value }).toEqual({ name: e.name, value: undefined });
          expect(e.valueFrom).toHaveProperty('secretKeyRef');
        }
      }
    }
    for (const c of objects.filter((o) => o.kind === 'ConfigMap')) {
      expect(JSON.stringify(c.data)).not.toMatch(/password|secret|:\/\/[^/]*:[^/]*@/i);
    }
  });

  it.each(processes.map((p) => [p.name] as const))('%s: reads REDIS_URL from a Secret when its code uses Redis', (name) => {
    const redis = (container(name).env as { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[])
      .find((e) => e.name === 'REDIS_URL');
    // The detection itself: the gateway (REDIS_URL) and every service-kit service use Redis.
    if (name === 'gateway' || name === 'account') expect(usesRedis(name)).toBe(true);
    if (usesRedis(name)) {
      expect(redis?.value).toBeUndefined();
      expect(redis?.valueFrom?.secretKeyRef).toEqual({ name: 'inasaku-redis', key: 'url' });
    } else {
      expect(redis).toBeUndefined();
    }
  });

  it('only the account service holds the signing key; the gateway verifies with the public key', () => {
    const keyRefs = (name: string) =>
      (container(name).env as { name: string; valueFrom?: { secretKeyRef?: { key: string } } }[])
        .filter((e) => e.valueFrom?.secretKeyRef?.key === 'private-key')
        .map((e) => e.name);
    expect(keyRefs('account')).toEqual(['JWT_PRIVATE_KEY']);
    for (const p of processes.filter((x) => x.name !== 'account')) expect(keyRefs(p.name)).toEqual([]);
    expect(container('gateway').env.find((e: { name: string }) => e.name === 'JWT_PUBLIC_KEY').valueFrom.secretKeyRef).toMatchObject({ key: 'public-key' });
  });

  it('the gateway has a Service and the Ingress sends the site to it and devices to sensor-ingest', () => {
    expect(find('Service', 'gateway')?.spec.ports[0].targetPort).toBe('http');
    const rules = find('Ingress', 'inasaku')?.spec.rules as { host: string; http: { paths: { backend: { service: { name: string } } }[] } }[];
    expect(rules.map((r) => r.http.paths[0].backend.service.name).sort()).toEqual(['gateway', 'sensor-ingest']);
    expect(find('Ingress', 'inasaku')?.spec.tls[0].secretName).toBe('inasaku-tls');
  });

  it('the gateway serves the remotes from remotes.json mounted from a ConfigMap', () => {
    const remotes = JSON.parse(find('ConfigMap', 'inasaku-remotes')?.data?.['remotes.json'] ?? '[]');
    expect(remotes).toEqual(JSON.parse(fs.readFileSync(path.join(root, 'deploy/local/remotes.json'), 'utf8')));
    const env = container('gateway').env as { name: string; value?: string }[];
    expect(env.find((e) => e.name === 'REMOTES_FILE')?.value).toBe('/etc/inasaku/remotes.json');
    expect(container('gateway').volumeMounts).toContainEqual({ name: 'remotes', mountPath: '/etc/inasaku', readOnly: true });
  });

  it('PostgreSQL is a CloudNativePG Cluster whose app Secret the services read', () => {
    const cluster = find('Cluster', 'inasaku-db');
    expect(cluster?.apiVersion).toBe('postgresql.cnpg.io/v1');
    expect(cluster?.spec.instances).toBe(3);
    const db = (container('works').env as { name: string; valueFrom?: { secretKeyRef?: { name: string } } }[]).find((e) => e.name === 'DATABASE_URL');
    expect(db?.valueFrom?.secretKeyRef?.name).toBe(`${cluster?.metadata.name}-app`);
  });

  it('NATS is the official Helm chart values: a cluster of 3 with JetStream on file storage', () => {
    const values = parseAllDocuments(fs.readFileSync(path.join(root, 'deploy/k8s/nats/values.yaml'), 'utf8'))[0].toJSON();
    expect(values.config.cluster).toEqual({ enabled: true, replicas: 3 });
    expect(values.config.jetstream.enabled).toBe(true);
    expect(values.config.jetstream.fileStore.enabled).toBe(true);
    expect(values.config.jetstream.fileStore.pvc.enabled).toBe(true);
    expect(find('ConfigMap', 'inasaku-config')?.data?.NATS_URL).toBe('nats://nats:4222');
    // Streams created by the services are replicated on the cluster (service-kit jetStreamReplicas).
    expect(find('ConfigMap', 'inasaku-config')?.data?.JETSTREAM_REPLICAS).toBe(String(values.config.cluster.replicas));
  });
});
