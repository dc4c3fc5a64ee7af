import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';
import { AccountsModule } from '../accounts/accounts.module';
import { UsersModule } from '../users/users.module';
import { SubscriptionEntity } from './entities/subscription.entity';
import { PaymentHandler } from './payment.handler';
import { PaymentRepository } from './payment.repository';
import { PaymentService } from './payment.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider';
import { PayjpPaymentProvider } from './providers/payjp-provider';
import { SandboxPaymentProvider } from './providers/sandbox-provider';

/** PAY.JP when its secret key is set, else the sandbox (テストモード). */
export function paymentProviderFor(env: AccountEnv): PaymentProvider {
  if (env.PAYJP_SECRET_KEY) {
    return new PayjpPaymentProvider({
      secretKey: env.PAYJP_SECRET_KEY, publicKey: env.PAYJP_PUBLIC_KEY ?? null, apiBase: env.PAYJP_API_BASE,
      planId: env.PAYJP_PLAN_ID, timeoutMs: env.PAYMENT_TIMEOUT_MS,
    });
  }
  new Logger('Payment').log({ msg: 'no PAYJP_SECRET_KEY: the sandbox payment provider is used (テストモード)' });
  return new SandboxPaymentProvider();
}

@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionEntity]), AccountsModule, UsersModule],
  controllers: [PaymentHandler],
  providers: [
    PaymentRepository,
    PaymentService,
    { provide: PAYMENT_PROVIDER, inject: [ACCOUNT_ENV], useFactory: paymentProviderFor },
  ],
})
export class PaymentModule {}
