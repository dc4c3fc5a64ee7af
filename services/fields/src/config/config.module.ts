import { Global, Module } from '@nestjs/common';
import { FIELDS_ENV, loadFieldsEnv } from './fields-env';

@Global()
@Module({
  providers: [{ provide: FIELDS_ENV, useFactory: loadFieldsEnv }],
  exports: [FIELDS_ENV],
})
export class ConfigModule {}
