import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaddyFieldEntity } from '../paddy-fields/entities/paddy-field.entity';
import { BrandEntity } from './entities/brand.entity';
import { BrandSeedEntity } from './entities/brand-seed.entity';
import { BrandsHandler } from './brands.handler';
import { BrandsRepository } from './brands.repository';
import { BrandsService } from './brands.service';

@Module({
  imports: [TypeOrmModule.forFeature([BrandEntity, BrandSeedEntity, PaddyFieldEntity])],
  controllers: [BrandsHandler],
  providers: [BrandsRepository, BrandsService],
  exports: [BrandsService, BrandsRepository],
})
export class BrandsModule {}
