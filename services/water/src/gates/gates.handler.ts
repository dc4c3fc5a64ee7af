import { Controller } from '@nestjs/common';
import { GATE_TYPES, WATER_SUBJECTS, listOpenWaterGatesSchema, recordWaterGatesSchema } from '@inasaku/contracts';
import { Handles, forwardingHandler, type Envelope } from '@inasaku/service-kit';
import { GatesService } from './gates.service';

const subjects = WATER_SUBJECTS.gates;

@Controller()
export class GatesHandler extends forwardingHandler(GatesService, subjects, { openSupply: false, openOut: false, recordSupply: false, recordOut: false }) {
  @Handles(subjects.openSupply, listOpenWaterGatesSchema)
  openSupply({ context }: Envelope<typeof listOpenWaterGatesSchema>) {
    return this.service.open(context, GATE_TYPES.supply);
  }

  @Handles(subjects.openOut, listOpenWaterGatesSchema)
  openOut({ context }: Envelope<typeof listOpenWaterGatesSchema>) {
    return this.service.open(context, GATE_TYPES.out);
  }

  @Handles(subjects.recordSupply, recordWaterGatesSchema)
  recordSupply({ context, payload }: Envelope<typeof recordWaterGatesSchema>) {
    return this.service.record(context, GATE_TYPES.supply, payload);
  }

  @Handles(subjects.recordOut, recordWaterGatesSchema)
  recordOut({ context, payload }: Envelope<typeof recordWaterGatesSchema>) {
    return this.service.record(context, GATE_TYPES.out, payload);
  }
}
