import { BrandEntity } from './brands/entities/brand.entity';
import { BrandSeedEntity } from './brands/entities/brand-seed.entity';
import { PaddyFieldEntity } from './paddy-fields/entities/paddy-field.entity';
import { PaddyFieldCounterEntity } from './paddy-fields/entities/paddy-field-counter.entity';
import { LandmarkEntity } from './landmarks/entities/landmark.entity';

export const entities = [BrandEntity, BrandSeedEntity, PaddyFieldEntity, PaddyFieldCounterEntity, LandmarkEntity];
