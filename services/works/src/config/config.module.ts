import { Global, Module } from '@nestjs/common';
import { WORKS_ENV, loadWorksEnv } from './works-env';

@Global()
@Module({
  providers: [{ provide: WORKS_ENV, useFactory: loadWorksEnv }],
  exports: [WORKS_ENV],
})
export class ConfigModule {}
