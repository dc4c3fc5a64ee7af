import { Controller, Get, HttpException, Inject } from '@nestjs/common';
import { NatsBridge } from '../nats/nats-bridge';

@Controller('health')
export class HealthController {
  constructor(@Inject(NatsBridge) private readonly bridge: NatsBridge) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  ready() {
    if (!this.bridge.connected) throw new HttpException({ status: 'error', nats: 'down' }, 503);
    return { status: 'ok', nats: 'up' };
  }
}
