/**
 * The payment gateway a server takes Pay via link through (PAYMENT_GATEWAY), and the refusals of a start without a safe
 * one.
 */
const PAYMENT_GATEWAYS = ['sandbox', 'razorpay'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface PaymentsConfig {
  gateway: PaymentGatewayName;
  razorpay?: RazorpayKeys;
  /** The sandbox's signing secret (PAYMENT_SANDBOX_SECRET); a per-process one when unset. */
  sandboxSecret?: string;
}

const RAZORPAY_VARIABLES = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

const PAYMENTS_CONFIG_MESSAGES = {
  unknownGateway: (value: string) => `PAYMENT_GATEWAY must be 'razorpay' or 'sandbox', not '${value}'.`,
  noGateway:
    'No payment gateway is chosen: set PAYMENT_GATEWAY=razorpay with ' +
    'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, ' +
    'or PAYMENT_GATEWAY=sandbox for a test server (its payment links are paid by pressing a button; no money moves).',
  halfConfigured: (missing: readonly string[]) =>
    `Razorpay is half-configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} ` +
    `missing (set all of ${RAZORPAY_VARIABLES.join(', ')}).`,
} as const;

/** Thrown by loadConfig: the server refuses to start and prints the message. */
export class ConfigError extends Error {}

/**
 * The gateway is chosen by name (PAYMENT_GATEWAY). Without the name: Razorpay when its keys are set, the sandbox only
 * on a demo server (SEED_DEMO), else no start: a sandbox link is paid by anyone who opens it, so it is never a silent
 * fallback. Some Razorpay keys without the others refuse to start whatever the choice, naming the missing ones.
 */
export function paymentsConfig(env: NodeJS.ProcessEnv, seedDemo: boolean): PaymentsConfig {
  const named = env.PAYMENT_GATEWAY?.trim().toLowerCase() || undefined;
  if (named !== undefined && !(PAYMENT_GATEWAYS as readonly string[]).includes(named))
    throw new ConfigError(PAYMENTS_CONFIG_MESSAGES.unknownGateway(env.PAYMENT_GATEWAY!));
  const missing = RAZORPAY_VARIABLES.filter((name) => !env[name]);
  const anyRazorpayKey = missing.length < RAZORPAY_VARIABLES.length;
  if ((anyRazorpayKey || named === 'razorpay') && missing.length)
    throw new ConfigError(PAYMENTS_CONFIG_MESSAGES.halfConfigured(missing));
  const gateway =
    (named as PaymentGatewayName | undefined) ?? (anyRazorpayKey ? 'razorpay' : seedDemo ? 'sandbox' : undefined);
  if (!gateway) throw new ConfigError(PAYMENTS_CONFIG_MESSAGES.noGateway);
  return {
    gateway,
    razorpay:
      gateway === 'razorpay'
        ? {
            keyId: env.RAZORPAY_KEY_ID!,
            keySecret: env.RAZORPAY_KEY_SECRET!,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
          }
        : undefined,
    sandboxSecret: env.PAYMENT_SANDBOX_SECRET || undefined,
  };
}
