import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@inasaku/service-kit';
import { ConfigModule } from './config/config.module';
import { MailModule } from './mail/mail.module';
import { AuthModule } from './auth/auth.module';
import { ManagementsModule } from './managements/managements.module';
import { SystemModule } from './system/system.module';
import { AccountsModule } from './accounts/accounts.module';
import { AccessLogsModule } from './access-logs/access-logs.module';
import { UsersModule } from './users/users.module';
import { PersonalSettingsModule } from './personal-settings/personal-settings.module';
import { InformationsModule } from './informations/informations.module';
import { InquiriesModule } from './inquiries/inquiries.module';
import { PaymentModule } from './payment/payment.module';
import { AccountDeletionModule } from './account-deletion/account-deletion.module';
import { WaterSupportModule } from './water-support/water-support.module';
import { entities } from './entities';
import { migrations } from './migrations';

export const SERVICE_NAME = 'account';

@Module({
  imports: [
    ServiceKitModule.forRoot({ name: SERVICE_NAME, entities, migrations }),
    ConfigModule,
    MailModule,
    AuthModule,
    AccountsModule,
    ManagementsModule,
    SystemModule,
    AccessLogsModule,
    UsersModule,
    PersonalSettingsModule,
    InformationsModule,
    InquiriesModule,
    PaymentModule,
    AccountDeletionModule,
    WaterSupportModule,
  ],
})
export class AppModule {}
