import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadGatewayConfig } from './config/gateway-config';
import { createGateway } from './create-gateway';
import { GatewayMetrics, metricsAddressFromEnv, startMetricsServer } from './metrics/gateway-metrics';

async function main() {
  const config = loadGatewayConfig();
  const app = await createGateway({ config });
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
