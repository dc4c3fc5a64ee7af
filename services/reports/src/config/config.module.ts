import { Global, Module } from '@nestjs/common';
import { REPORTS_ENV, loadReportsEnv } from './reports-env';

@Global()
@Module({
  providers: [{ provide: REPORTS_ENV, useFactory: loadReportsEnv }],
  exports: [REPORTS_ENV],
})
export class ConfigModule {}
