import { Module } from '@nestjs/common';
import { FieldsClient } from './fields-client';

@Module({ providers: [FieldsClient], exports: [FieldsClient] })
export class FieldsDirectoryModule {}
