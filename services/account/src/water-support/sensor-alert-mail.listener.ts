import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENTS, type SensorAlertMailEvent, type SensorAlertMailedEvent } from '@inasaku/contracts';
import { EventBus } from '@inasaku/service-kit';
import { MAILER, type Mailer } from '../mail/mailer';
import { WaterSupportRepository } from './water-support.repository';

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
    private readonly accounts: WaterSupportRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.events.subscribe<SensorAlertMailEvent>(EVENTS.sensorAlertMail, SENSOR_ALERT_MAIL_CONSUMER, async (e) => {
      await this.mail(e);
    });
  }

  async mail(e: SensorAlertMailEvent): Promise<number> {
    // The water service's delivery step narrows the recipients by each user's e-mail channel and quiet hours.
    const users = await this.accounts.alertRecipients(e.account_id, e.exclude_user_ids ?? null, e.only_user_ids ?? null);
    for (const email of users) await this.mailer.send({ to: email, subject: e.subject, text: [e.text, ...FOOTER].join('\n') });
    this.logger.log({ msg: 'sensor alert mailed', alertId: e.alert_id, recipients: users.length });
    if (e.delivery_id) {
      const done: SensorAlertMailedEvent = { account_id: e.account_id, alert_id: e.alert_id, delivery_id: e.delivery_id, recipients: users.length };
      await this.events.publish(EVENTS.sensorAlertMailed, done, `sensor-alert-mailed:${e.delivery_id}`);
    }
    return users.length;
  }
}
