import { AccountEntity } from './accounts/entities/account.entity';
import { ManagementEntity } from './accounts/entities/management.entity';
import { UserEntity } from './users/entities/user.entity';
import { SessionEntity } from './sessions/entities/session.entity';
import { VerificationCodeEntity } from './verification/entities/verification-code.entity';
import { LoginLogEntity } from './system/entities/login-log.entity';
import { MaintenanceEntity } from './system/entities/maintenance.entity';
import { AccessLogEntity } from './access-logs/entities/access-log.entity';
import { InformationEntity } from './informations/entities/information.entity';
import { InformationReadEntity } from './informations/entities/information-read.entity';
import { InquiryEntity } from './inquiries/entities/inquiry.entity';
import { SubscriptionEntity } from './payment/entities/subscription.entity';

export const entities = [
  AccountEntity, ManagementEntity, UserEntity, SessionEntity, VerificationCodeEntity, LoginLogEntity, MaintenanceEntity,
  AccessLogEntity, InformationEntity, InformationReadEntity, InquiryEntity, SubscriptionEntity,
];
