import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@inasaku/service-kit';
import { ConfigModule } from './config/config.module';
import { PaddyFieldsModule } from './paddy-fields/paddy-fields.module';
import { BrandsModule } from './brands/brands.module';
import { LandmarksModule } from './landmarks/landmarks.module';
import { GeocodingModule } from './geocoding/geocoding.module';
import { EventsModule } from './events/events.module';
import { FudePolygonsModule } from './fude-polygons/fude-polygons.module';
import { FieldTransferModule } from './field-transfer/field-transfer.module';
import { SystemHandler } from './system/system.handler';
import { entities } from './entities';
import { migrations } from './migrations';

export const SERVICE_NAME = 'fields';

@Module({
  imports: [
    ServiceKitModule.forRoot({ name: SERVICE_NAME, entities, migrations }),
    ConfigModule,
    PaddyFieldsModule,
    BrandsModule,
    LandmarksModule,
    GeocodingModule,
    EventsModule,
    FudePolygonsModule,
    FieldTransferModule,
  ],
  controllers: [SystemHandler],
})
export class AppModule {}
