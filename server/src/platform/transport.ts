import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Transport } from './notify';

/** The default for a channel without a server: the message as one log line (the demo's codes are read there). */
function logTransport(log: FastifyBaseLogger): Transport {
  return {
    async deliver(message) {
      log.info(
        {
          outbox: {
            id: message.id,
            channel: message.channel,
            to: message.to,
            subject: message.subject,
            body: message.body,
          },
        },
        `${message.channel} to ${message.to}: ${message.body}`,
      );
    },
  };
}

/** Per channel: SMTP for e-mail and the gateway for SMS when configured, else the log line. */
export async function createTransport(config: Config, log: FastifyBaseLogger): Promise<Transport> {
  const fallback = logTransport(log);
  if (!config.notify.smtpUrl && !config.notify.smsGatewayUrl) return fallback;
  const { GatewayTransport } = await import('./gatewayNotifier');
  const gateway = new GatewayTransport(config.notify, log);
  return {
    deliver: (message) => (gateway.serves(message.channel) ? gateway.deliver(message) : fallback.deliver(message)),
  };
}
