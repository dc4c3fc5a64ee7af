import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { SessionsModule } from '../sessions/sessions.module';
import { PersonalSettingsHandler } from './personal-settings.handler';
import { PersonalSettingsService } from './personal-settings.service';

@Module({
  imports: [UsersModule, SessionsModule],
  controllers: [PersonalSettingsHandler],
  providers: [PersonalSettingsService],
})
export class PersonalSettingsModule {}
