import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import type { Response } from 'express';
import { HealthService, type Readiness } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('live')
  live(@Res({ passthrough: true }) res: Response): { status: 'ok' } {
    if (this.health.isStopping) res.setHeader('Connection', 'close');
    return { status: 'ok' };
  }

  /**
   * 503 while a dependency is down or once shutdown has begun. While stopping, every answer also
   * closes its connection: a poller on a keep-alive connection would otherwise hold the HTTP
   * server (and with it the whole shutdown) open for as long as it keeps asking.
   */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response): Promise<Readiness> {
    const result = await this.health.readiness();
    if (this.health.isStopping) res.setHeader('Connection', 'close');
    if (result.status !== 'ok') throw new ServiceUnavailableException(result);
    return result;
  }
}
