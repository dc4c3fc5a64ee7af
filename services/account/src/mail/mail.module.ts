import { Global, Logger, Module } from '@nestjs/common';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';
import { MAILER, type Mailer } from './mailer';
import { OutboxMailer, defaultOutboxDir } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

@Global()
@Module({
  providers: [
    {
      provide: MAILER,
      inject: [ACCOUNT_ENV],
      useFactory: (env: AccountEnv): Mailer => {
        if (env.SMTP_URL) return new SmtpMailer(env.SMTP_URL, env.MAIL_FROM);
        const dir = env.OUTBOX_DIR ?? defaultOutboxDir();
        new Logger('Mail').log({ msg: 'no SMTP_URL: mails go to the local outbox', dir });
        return new OutboxMailer(dir);
      },
    },
  ],
  exports: [MAILER],
})
export class MailModule {}
