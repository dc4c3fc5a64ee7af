import { createTransport, type Transporter } from 'nodemailer';
import type { OutboxMail } from '@inasaku/contracts';
import type { MailMessage, Mailer } from './mailer';

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(url: string, private readonly from: string) {
    this.transport = createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }

  async list(): Promise<OutboxMail[]> {
    return [];
  }
}
