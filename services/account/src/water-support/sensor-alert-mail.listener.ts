import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EVENTS, type SensorAlertMailEvent, type SensorAlertMailedEvent } from '@inasaku/contracts';
import { EventBus } from '@inasaku/service-kit';
import { MAILER, type Mailer } from '../mail/mailer';

export const SENSOR_ALERT_MAIL_CONSUMER = 'account-sensor-alert-mail';

const FOOTER = ['', '――――――――――', '稲作', '※このメールは送信専用です。通知の設定は 水管理 > 通知設定 で変更できます。'];

/**
 * Mails each new water alert (EVENTS.sensorAlertMail, published by the water service when the
 * account's notify is on) to every user of the account, through the same mailer as every other
 * mail (SMTP, or the local outbox). A durable consumer: an alert made while this service is
 * down is mailed when it is back.
 */
@Injectable()
export class SensorAlertMailListener implements OnApplicationBootstrap {
  private readonly logger = new Logger(SensorAlertMailListener.name);

  constructor(
    private readonly events: EventBus,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.events.subscribe<SensorAlertMailEvent>(EVENTS.sensorAlertMail, SENSOR_ALERT_MAIL_CONSUMER, async (e) => {
      await this.mail(e);
    });
  }

  async mail(e: SensorAlertMailEvent): Promise<number> {
    // The water service's delivery step narrows the recipients by each user's e-mail channel and quiet hours.
    const users = (await this.db.query(
      `SELECT email FROM account.users WHERE account_id = $1
         AND ($2::uuid[] IS NULL OR NOT (user_id = ANY($2::uuid[]))) AND ($3::uuid[] IS NULL OR user_id = ANY($3::uuid[]))
       ORDER BY created_at`,
      [e.account_id, e.exclude_user_ids ?? null, e.only_user_ids ?? null],
    )) as { email: string }[];
    for (const u of users) await this.mailer.send({ to: u.email, subject: e.subject, text: [e.text, ...FOOTER].join('\n') });
    this.logger.log({ msg: 'sensor alert mailed', alertId: e.alert_id, recipients: users.length });
    if (e.delivery_id) {
      const done: SensorAlertMailedEvent = { account_id: e.account_id, alert_id: e.alert_id, delivery_id: e.delivery_id, recipients: users.length };
      await this.events.publish(EVENTS.sensorAlertMailed, done, `sensor-alert-mailed:${e.delivery_id}`);
    }
    return users.length;
  }
}
