import { Module } from '@nestjs/common';
import { FIELDS_ENV, type FieldsEnv } from '../config/fields-env';
import { GEOCODER } from './geocoder';
import { createGeocoder } from './geocoder.factory';
import { GeocodingHandler } from './geocoding.handler';
import { GeocodingService } from './geocoding.service';

@Module({
  controllers: [GeocodingHandler],
  providers: [{ provide: GEOCODER, inject: [FIELDS_ENV], useFactory: (env: FieldsEnv) => createGeocoder(env) }, GeocodingService],
})
export class GeocodingModule {}
