/** The value of one sample in Prometheus text (a /metrics answer), whatever the order of its labels. */
export function promSample(body: string, metric: string, labels: Record<string, string>): number | undefined {
  for (const line of body.split('\n')) {
    const m = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (!m || m[1] !== metric) continue;
    const have = Object.fromEntries([...m[2].matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}
