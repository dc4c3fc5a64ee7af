import { Controller, Get, HttpException, Inject } from '@nestjs/common';
import { ERROR_CODES, MESSAGES } from '@inasaku/contracts';
import { NatsBridge } from '../nats/nats-bridge';
import { drainState } from '../drain/http-drain';

/** 503 in the house's error shape, with what is not ready beside it for operators. */
const notReady = (detail: Record<string, unknown>) =>
  new HttpException({ error: { code: ERROR_CODES.serviceUnavailable, message: MESSAGES.serviceUnavailable }, status: 'error', ...detail }, 503);

@Controller('health')
export class HealthController {
  constructor(@Inject(NatsBridge) private readonly bridge: NatsBridge) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  ready() {
    // A stopping gateway: the load balancer sends new requests to another one.
    if (drainState.draining) throw notReady({ draining: true });
    if (!this.bridge.connected) throw notReady({ nats: 'down' });
    return { status: 'ok', nats: 'up' };
  }
}
