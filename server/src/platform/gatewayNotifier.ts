import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Delivery, Message, Transport } from './notify';

/**
 * The longest a send may take, well within a claim's lease (OUTBOX_LEASE_SECONDS), so no other process takes the
 * message meanwhile.
 */
const SEND_TIMEOUT_MS = 30_000;

interface GatewaySettings {
  /** nodemailer SMTP URL, e.g. smtp://user:pass@smtp.example.com:587 */
  smtpUrl?: string;
  mailFrom: string;
  /** An HTTP SMS gateway taking POST {to, body} as JSON. */
  smsGatewayUrl?: string;
  smsGatewayToken?: string;
}

/**
 * Real delivery: e-mail over SMTP, SMS through an HTTP gateway. Each carries its outbox id (Message-ID,
 * Idempotency-Key), so a gateway that deduplicates drops the resend of a message whose process died between sending and
 * marking it.
 */
export class GatewayTransport implements Transport {
  private readonly mail?: Transporter;

  constructor(
    private readonly settings: GatewaySettings,
    private readonly log: FastifyBaseLogger,
  ) {
    if (settings.smtpUrl) {
      this.mail = nodemailer.createTransport({
        url: settings.smtpUrl,
        connectionTimeout: SEND_TIMEOUT_MS,
        greetingTimeout: SEND_TIMEOUT_MS,
        socketTimeout: SEND_TIMEOUT_MS,
      });
    }
  }

  serves(channel: Message['channel']) {
    return channel === 'email' ? Boolean(this.mail) : Boolean(this.settings.smsGatewayUrl);
  }

  async deliver(message: Delivery) {
    if (message.channel === 'email') await this.sendMail(message);
    else await this.sendSms(message);
    this.log.info(
      { notify: { id: message.id, channel: message.channel, to: message.to, subject: message.subject } },
      `${message.channel} sent to ${message.to}`,
    );
  }

  private async sendMail(message: Delivery) {
    if (!this.mail) throw new Error('No SMTP server is configured (SMTP_URL) to send e-mail');
    await this.mail.sendMail({
      from: this.settings.mailFrom,
      to: message.to,
      subject: message.subject ?? 'Reloop',
      text: message.body,
      messageId: `<outbox-${message.id}@reloop.in>`,
    });
  }

  private async sendSms(message: Delivery) {
    if (!this.settings.smsGatewayUrl) throw new Error('No SMS gateway is configured (SMS_GATEWAY_URL) to send SMS');
    const response = await fetch(this.settings.smsGatewayUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `outbox-${message.id}`,
        ...(this.settings.smsGatewayToken && { authorization: `Bearer ${this.settings.smsGatewayToken}` }),
      },
      body: JSON.stringify({ to: message.to, body: message.body }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
