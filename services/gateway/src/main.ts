import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadGatewayConfig } from './config/gateway-config';
import { createGateway } from './create-gateway';

async function main() {
  const config = loadGatewayConfig();
  const app = await createGateway({ config });
  await app.listen(config.port, '0.0.0.0');
  new Logger('Gateway').log(`listening on http://localhost:${config.port}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
