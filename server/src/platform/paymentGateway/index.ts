import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { RazorpayGateway } from './razorpay';
import { SandboxGateway } from './sandbox';
import type { PaymentGateway } from './types';

export type { PaymentGateway } from './types';
export { GatewayError, SandboxGateway } from './sandbox';

const gateways = new WeakMap<AppContext['config'], PaymentGateway>();
/** A sandbox secret for servers that name none (PAYMENT_SANDBOX_SECRET): its signatures hold within this process. */
const processSecret = randomBytes(32).toString('hex');

/** The server's payment gateway (one per configuration): the one PAYMENT_GATEWAY chose (config.payments.gateway). */
export function paymentGateway(ctx: Pick<AppContext, 'config' | 'db'>): PaymentGateway {
  let gateway = gateways.get(ctx.config);
  if (!gateway) {
    const { gateway: chosen, razorpay, sandboxSecret } = ctx.config.payments;
    gateway =
      chosen === 'razorpay'
        ? new RazorpayGateway(razorpay!)
        : new SandboxGateway(ctx.db, { publicUrl: ctx.config.publicUrl, secret: sandboxSecret ?? processSecret });
    gateways.set(ctx.config, gateway);
  }
  return gateway;
}
