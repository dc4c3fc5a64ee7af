import { Global, Module } from '@nestjs/common';
import { WEATHER_ENV, loadWeatherEnv } from './weather-env';

@Global()
@Module({
  providers: [{ provide: WEATHER_ENV, useFactory: loadWeatherEnv }],
  exports: [WEATHER_ENV],
})
export class ConfigModule {}
