import { Module, type DynamicModule } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway-config';
import { NatsBridge } from './nats/nats-bridge';
import { HealthController } from './health/health.controller';
import { RevokedSessions } from './session/revoked-sessions';
import { IdempotencyStore } from './idempotency/idempotency-store';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig, bridge: NatsBridge, revoked: RevokedSessions, idempotency?: IdempotencyStore): DynamicModule {
    return {
      module: AppModule,
      controllers: [HealthController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: NatsBridge, useValue: bridge },
        { provide: RevokedSessions, useValue: revoked },
        ...(idempotency ? [{ provide: IdempotencyStore, useValue: idempotency }] : []),
      ],
    };
  }
}
