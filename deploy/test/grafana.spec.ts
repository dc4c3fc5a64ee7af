import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const dashboard = JSON.parse(fs.readFileSync(path.join(root, 'deploy/grafana/inasaku-dashboard.json'), 'utf8'));
const sources = [
  'libs/service-kit/src/metrics/service-metrics.ts',
  'services/gateway/src/metrics/gateway-metrics.ts',
  'services/sensor-ingest/src/metrics/ingest-metrics.ts',
]
  .map((f) => fs.readFileSync(path.join(root, f), 'utf8'))
  .join('\n');

describe('Grafana dashboard (deploy/grafana)', () => {
  const exprs: string[] = dashboard.panels.flatMap((p: { targets: { expr: string }[] }) => p.targets.map((t) => t.expr));

  it('every inasaku_* series it queries is one the services export', () => {
    const used = new Set(exprs.flatMap((e) => [...e.matchAll(/\b(inasaku_[a-z_]+?)(_bucket|_count|_sum)?\b/g)].map((m) => m[1])));
    expect(used.size).toBeGreaterThanOrEqual(5);
    for (const metric of used) expect({ metric, exported: sources.includes(`name: '${metric}'`) }).toEqual({ metric, exported: true });
  });

  it('shows gateway routes, service subjects, NATS and PostgreSQL state, the sensor-reading lag, the export queue and ingestion', () => {
    const all = exprs.join('\n');
    for (const s of ['inasaku_http_request_duration_seconds_bucket', 'inasaku_rpc_request_duration_seconds_bucket', 'inasaku_nats_connected', 'inasaku_db_pool_connections', 'SENSOR_READINGS', 'REPORTS_EXPORTS', 'inasaku_ingest_readings_total']) {
      expect(all).toContain(s);
    }
    expect(new Set(dashboard.panels.map((p: { id: number }) => p.id)).size).toBe(dashboard.panels.length);
  });
});
