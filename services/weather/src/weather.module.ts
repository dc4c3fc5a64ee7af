import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OpenMeteoProvider } from './provider/open-meteo.provider';
import { WEATHER_PROVIDER } from './provider/weather-provider';
import { CellsRepository } from './cells/cells.repository';
import { CellsService } from './cells/cells.service';
import { PositionsService } from './cells/positions.service';
import { ProviderGuard } from './cells/provider-guard';
import { ReadingsHandler } from './readings/readings.handler';
import { ReadingsService } from './readings/readings.service';
import { SettingsHandler } from './settings/settings.handler';
import { SettingsRepository } from './settings/settings.repository';
import { SettingsService } from './settings/settings.service';
import { WeatherSettingEntity } from './settings/weather-setting.entity';
import { AccumulationsHandler } from './accumulations/accumulations.handler';
import { AccumulationsService } from './accumulations/accumulations.service';
import { WeatherEventsListener } from './events/weather-events.listener';

/**
 * The weather features in one module: readings, settings and accumulations all read the cells,
 * and the scheduler and the event listener write them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([WeatherSettingEntity])],
  controllers: [ReadingsHandler, SettingsHandler, AccumulationsHandler],
  providers: [
    { provide: WEATHER_PROVIDER, useClass: OpenMeteoProvider },
    CellsRepository, CellsService, PositionsService, ProviderGuard,
    ReadingsService, SettingsRepository, SettingsService, AccumulationsService, WeatherEventsListener,
  ],
  exports: [CellsService],
})
export class WeatherModule {}
