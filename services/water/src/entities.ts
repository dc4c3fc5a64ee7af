import { WaterGateEntity } from './gates/entities/water-gate.entity';
import { WaterGateLogEntity } from './gates/entities/water-gate-log.entity';

/** Every TypeORM entity of the water service; each feature adds its own. */
export const entities = [
  // gates
  WaterGateEntity, WaterGateLogEntity,
];
