import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '@inasaku/service-kit';
import { SENSOR_READINGS_STREAM } from '@inasaku/contracts';
import { READINGS_CONSUMER } from './readings-consumer';

/** /metrics shows the readings consumer's lag: readings stored in JetStream, not yet in PostgreSQL. */
@Injectable()
export class ReadingsLagMetric implements OnModuleInit {
  constructor(private readonly bus: EventBus) {}

  onModuleInit(): void {
    this.bus.watchConsumer(SENSOR_READINGS_STREAM, READINGS_CONSUMER);
  }
}
