import { Global, Module } from '@nestjs/common';
import { WATER_ENV, loadWaterEnv } from './water-env';

@Global()
@Module({
  providers: [{ provide: WATER_ENV, useFactory: loadWaterEnv }],
  exports: [WATER_ENV],
})
export class ConfigModule {}
