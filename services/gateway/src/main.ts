import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadGatewayConfig } from './config/gateway-config';
import { createGateway } from './create-gateway';
import { GatewayMetrics, metricsAddressFromEnv, startMetricsServer } from './metrics/gateway-metrics';
import { HttpDrain } from './drain/http-drain';

async function main() {
  const config = loadGatewayConfig();
  const app = await createGateway({ config });
  // Graceful stop (HttpDrain): answer what is in flight, then close NATS and Redis (app.close).
  const drain = new HttpDrain(app.getHttpServer());
  const delayMs = Number(process.env.GATEWAY_DRAIN_DELAY_MS ?? 1000);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      const log = new Logger('Gateway');
      log.log(`${signal}: draining ${drain.inFlight} request(s)`);
      void drain
        .drain({ delayMs, maxMs: config.requestTimeoutMs + 2000 })
        .then((cut) => {
          if (cut) log.warn(`${cut} request(s) cut off after ${config.requestTimeoutMs + 2000} ms`);
          return app.close();
        })
        .then(
          () => process.exit(0),
          (e: Error) => {
            log.error(`shutdown: ${e.message}`);
            process.exit(1);
          },
        );
    });
  }
  await app.listen(config.port, '0.0.0.0');
  new Logger('Gateway').log(`listening on http://localhost:${config.port}`);
  // Prometheus metrics on a port the Ingress does not expose; a failure there never stops the gateway.
  const metricsAddress = metricsAddressFromEnv();
  if (metricsAddress) {
    startMetricsServer(GatewayMetrics.shared(), metricsAddress).then(
      () => new Logger('Gateway').log(`metrics on :${metricsAddress.port}/metrics`),
      (e: Error) => new Logger('Gateway').error(`metrics port ${metricsAddress.port}: ${e.message}`),
    );
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
