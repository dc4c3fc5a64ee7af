/**
 * How many copies of each JetStream stream this process creates: 1 against one nats-server (the
 * default, `npm start`), 3 on a NATS cluster (JETSTREAM_REPLICAS=3, as deploy/k8s sets it), so
 * losing one server loses no acknowledged message.
 */
export function jetStreamReplicas(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.JETSTREAM_REPLICAS || 1);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : 1;
}
