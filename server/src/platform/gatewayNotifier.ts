import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Message, Notifier } from './notify';

export interface GatewaySettings {
  /** nodemailer SMTP URL, e.g. smtp://user:pass@smtp.example.com:587 */
  smtpUrl?: string;
  mailFrom: string;
  /** An HTTP SMS gateway taking POST {to, body} as JSON. */
  smsGatewayUrl?: string;
  smsGatewayToken?: string;
}

/** Real delivery: e-mail over SMTP, SMS through an HTTP gateway. Nothing is kept in an outbox. */
export class GatewayNotifier implements Notifier {
  readonly usesOutbox = false;
  private readonly mail?: Transporter;

  constructor(
    private readonly settings: GatewaySettings,
    private readonly log: FastifyBaseLogger,
  ) {
    if (settings.smtpUrl) this.mail = nodemailer.createTransport(settings.smtpUrl);
  }

  async send(message: Message) {
    if (message.channel === 'email') await this.sendMail(message);
    else await this.sendSms(message);
    this.log.info({ notify: { channel: message.channel, to: message.to, subject: message.subject } }, `${message.channel} sent to ${message.to}`);
  }

  private async sendMail(message: Message) {
    if (!this.mail) throw new Error('No SMTP server is configured (SMTP_URL) to send e-mail');
    await this.mail.sendMail({ from: this.settings.mailFrom, to: message.to, subject: message.subject ?? 'Reloop', text: message.body });
  }

  private async sendSms(message: Message) {
    if (!this.settings.smsGatewayUrl) throw new Error('No SMS gateway is configured (SMS_GATEWAY_URL) to send SMS');
    const response = await fetch(this.settings.smsGatewayUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.settings.smsGatewayToken && { authorization: `Bearer ${this.settings.smsGatewayToken}` }),
      },
      body: JSON.stringify({ to: message.to, body: message.body }),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
