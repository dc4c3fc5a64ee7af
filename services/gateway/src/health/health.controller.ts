import { Controller, Get, HttpException, Inject } from '@nestjs/common';
import { NatsBridge } from '../nats/nats-bridge';
import { drainState } from '../drain/http-drain';

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
    if (drainState.draining) throw new HttpException({ status: 'error', draining: true }, 503);
    if (!this.bridge.connected) throw new HttpException({ status: 'error', nats: 'down' }, 503);
    return { status: 'ok', nats: 'up' };
  }
}
