import 'reflect-metadata';
import { bootstrapService, runService } from '@inasaku/service-kit';
import { AppModule, SERVICE_NAME } from './app.module';
import { loadWeatherEnv } from './config/weather-env';

runService(SERVICE_NAME, async () => {
  // Validate the whole environment before anything connects.
  const env = loadWeatherEnv();
  await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: env.WEATHER_HEALTH_PORT });
});
