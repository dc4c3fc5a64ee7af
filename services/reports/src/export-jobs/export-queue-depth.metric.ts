import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '@inasaku/service-kit';
import { EXPORT_QUEUE } from '@inasaku/contracts';

/** /metrics shows the export job queue's depth: jobs waiting, and jobs being built. */
@Injectable()
export class ExportQueueDepthMetric implements OnModuleInit {
  constructor(private readonly bus: EventBus) {}

  onModuleInit(): void {
    this.bus.watchConsumer(EXPORT_QUEUE.stream, EXPORT_QUEUE.consumer);
  }
}
