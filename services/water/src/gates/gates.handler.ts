import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  GATE_TYPES, WATER_SUBJECTS,
  listOpenWaterGatesSchema, listWaterGateLogsSchema, listWaterGatesSchema, listYearWaterGateLogsSchema, recordWaterGatesSchema,
} from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { GatesService } from './gates.service';

const subjects = WATER_SUBJECTS.gates;

@Controller()
export class GatesHandler {
  constructor(private readonly service: GatesService) {}

  @MessagePattern(subjects.map)
  map(@Payload() data: unknown) {
    return this.service.map(parseEnvelope(listWaterGatesSchema, data).context);
  }

  @MessagePattern(subjects.openSupply)
  openSupply(@Payload() data: unknown) {
    return this.service.open(parseEnvelope(listOpenWaterGatesSchema, data).context, GATE_TYPES.supply);
  }

  @MessagePattern(subjects.openOut)
  openOut(@Payload() data: unknown) {
    return this.service.open(parseEnvelope(listOpenWaterGatesSchema, data).context, GATE_TYPES.out);
  }

  @MessagePattern(subjects.recordSupply)
  recordSupply(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(recordWaterGatesSchema, data);
    return this.service.record(context, GATE_TYPES.supply, payload);
  }

  @MessagePattern(subjects.recordOut)
  recordOut(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(recordWaterGatesSchema, data);
    return this.service.record(context, GATE_TYPES.out, payload);
  }

  @MessagePattern(subjects.logs)
  logs(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(listWaterGateLogsSchema, data);
    return this.service.logs(context, payload);
  }

  @MessagePattern(subjects.yearLogs)
  yearLogs(@Payload() data: unknown) {
    return this.service.yearLogs(parseEnvelope(listYearWaterGateLogsSchema, data).context);
  }
}
