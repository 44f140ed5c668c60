import path from 'node:path';
import { DEFAULT_AVAILABILITY_WINDOW_DAYS, DEFAULT_INVITE_EXPIRY_HOURS, IDENTITY_REGION } from '../../domain/constants';
import { DEFAULT_APK_SIZE_LIMIT_MB } from '../../domain/apks/constants';
import { DEFAULT_FILE_SIZE_LIMIT_MB } from '../../domain/files';
import { DEFAULT_REVISIT_WINDOW_DAYS } from '../../domain/requests/visits';
import { parseSlaHours, type EscalationPriority } from '../../domain/escalations/constants';
import { paymentsConfig, type PaymentsConfig } from './paymentsConfig';

export interface CognitoPoolConfig {
  userPoolId: string;
  userPoolClientId: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  seedDemo: boolean;
  /** Base URL the browser reaches this server at; used for links in messages and the embedded issuer. */
  publicUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Set when both pools live in Amazon Cognito; otherwise the embedded identity serves them. */
  cognito?: { region: string; staff: CognitoPoolConfig; technician: CognitoPoolConfig };
  availabilityWindowDays: number;
  /** Days after the last visit a resolved or completed request may still get a revisit (REVISIT_WINDOW_DAYS). */
  revisitWindowDays: number;
  logLevel: string;
  /**
   * LOG_FORMAT: 'pretty' (pino-pretty's readable lines) or 'json' (one object per line); pretty when stdout is a
   * terminal.
   */
  logFormat: 'pretty' | 'json';
  webDist: string;
  /** Uploaded files: local disk under dataDir/files by default, an S3 bucket when S3_BUCKET is set. */
  /** `apkSizeLimitMb`: the largest mobile app build (APK_SIZE_LIMIT_MB, 200 by default). */
  files: {
    dir: string;
    sizeLimitMb: number;
    apkSizeLimitMb?: number;
    s3?: { bucket: string; region: string; endpoint?: string; prefix: string };
  };
  /** How long a channel-partner invitation link works (INVITE_EXPIRY_HOURS). */
  inviteExpiryHours: number;
  /**
   * How often the expiry job stores expired invitations (INVITE_EXPIRY_JOB_SECONDS; 0 turns it off: reads derive the
   * status anyway).
   */
  inviteExpiryJobSeconds: number;
  /**
   * How often each process folds the request counts' added rows into one per key (REQUEST_COUNTS_JOB_SECONDS; 0 turns
   * it off).
   */
  requestCountsJobSeconds: number;
  /**
   * Base64 of 32 bytes encrypting Aadhar and bank account numbers and the identity's signing key; only the demo may go
   * without (a key generated once per database).
   */
  dataEncryptionKey?: string;
  /**
   * Keys replaced by DATA_ENCRYPTION_KEY (DATA_ENCRYPTION_KEYS_OLD, comma-separated): they still decrypt, never
   * encrypt.
   */
  oldDataEncryptionKeys: string[];
  /** Origins allowed to call the API from another site (CORS_ORIGINS, comma-separated); none by default. */
  corsOrigins: string[];
  /** Proxies whose X-Forwarded-For names the client (TRUST_PROXY: true, or their addresses/CIDRs); none by default. */
  trustProxy: boolean | string[];
  /** Serve the OpenAPI browser at /api/docs (API_DOCS); off by default. */
  apiDocs: boolean;
  /** Requests per minute per client address: identity operations, and expensive list, import and export routes. */
  rateLimits: { identityPerMinute: number; listPerMinute: number };
  /** PostgreSQL statement_timeout of API queries (STATEMENT_TIMEOUT_MS); a slower query answers 503. */
  statementTimeoutMs: number;
  /** Real delivery of e-mail and SMS; a channel without its server is delivered as a log line. */
  notify: { smtpUrl?: string; mailFrom: string; smsGatewayUrl?: string; smsGatewayToken?: string };
  /**
   * Pay via link: the gateway chosen by PAYMENT_GATEWAY (paymentsConfig.ts: the sandbox only by name or on a demo
   * server).
   */
  payments: PaymentsConfig;
  /**
   * Delivery from the outbox (platform/outbox): `jobSeconds` how often each process looks for due messages
   * (OUTBOX_JOB_SECONDS; 0 turns the look off, commits still wake the deliverer), `retrySeconds` the first retry's
   * wait, doubled at each further one (OUTBOX_RETRY_SECONDS), `maxAttempts` the attempts before Failed
   * (OUTBOX_MAX_ATTEMPTS), `leaseSeconds` how long a claim keeps other processes off a message (OUTBOX_LEASE_SECONDS).
   */
  outbox: { jobSeconds: number; retrySeconds: number; maxAttempts: number; leaseSeconds: number };
  /**
   * Hours from raising an escalation to its SLA deadline, per priority
   * (ESCALATION_SLA_HOURS=Urgent:4,High:24,Medium:48,Low:72).
   */
  escalationSlaHours: Record<EscalationPriority, number>;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

function trustedProxies(value = ''): boolean | string[] {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const databaseUrl = env.DATABASE_URL || undefined;
  const staffPool = env.COGNITO_STAFF_POOL_ID;
  const technicianPool = env.COGNITO_TECHNICIAN_POOL_ID;
  const staffClient = env.COGNITO_STAFF_CLIENT_ID;
  const technicianClient = env.COGNITO_TECHNICIAN_CLIENT_ID;
  const cognito =
    staffPool && technicianPool && staffClient && technicianClient
      ? {
          region: env.COGNITO_REGION ?? staffPool.split('_')[0] ?? IDENTITY_REGION,
          staff: { userPoolId: staffPool, userPoolClientId: staffClient },
          technician: { userPoolId: technicianPool, userPoolClientId: technicianClient },
        }
      : undefined;
  const seedDemo = flag(env.SEED_DEMO, !databaseUrl);
  return {
    port,
    // The demo accounts' passwords are public: such a server listens on this machine only unless HOST says otherwise.
    host: env.HOST || (seedDemo ? '127.0.0.1' : '0.0.0.0'),
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl,
    seedDemo,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    cognito,
    availabilityWindowDays: Number(env.AVAILABILITY_WINDOW_DAYS ?? DEFAULT_AVAILABILITY_WINDOW_DAYS),
    revisitWindowDays: Number(env.REVISIT_WINDOW_DAYS ?? DEFAULT_REVISIT_WINDOW_DAYS),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat:
      env.LOG_FORMAT === 'pretty' || env.LOG_FORMAT === 'json'
        ? env.LOG_FORMAT
        : process.stdout.isTTY
          ? 'pretty'
          : 'json',
    webDist: path.resolve(env.WEB_DIST ?? 'dist'),
    files: {
      dir: path.resolve(env.FILES_DIR ?? path.join(env.DATA_DIR ?? 'data', 'files')),
      sizeLimitMb: Number(env.FILE_SIZE_LIMIT_MB ?? DEFAULT_FILE_SIZE_LIMIT_MB),
      apkSizeLimitMb: Number(env.APK_SIZE_LIMIT_MB ?? DEFAULT_APK_SIZE_LIMIT_MB),
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? IDENTITY_REGION,
            endpoint: env.S3_ENDPOINT || undefined,
            prefix: env.S3_PREFIX ?? '',
          }
        : undefined,
    },
    inviteExpiryHours: Number(env.INVITE_EXPIRY_HOURS ?? DEFAULT_INVITE_EXPIRY_HOURS),
    inviteExpiryJobSeconds: Number(env.INVITE_EXPIRY_JOB_SECONDS ?? 60),
    requestCountsJobSeconds: Number(env.REQUEST_COUNTS_JOB_SECONDS ?? 60),
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY || undefined,
    oldDataEncryptionKeys: (env.DATA_ENCRYPTION_KEYS_OLD ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    apiDocs: flag(env.API_DOCS, false),
    rateLimits: {
      identityPerMinute: Number(env.IDENTITY_RATE_LIMIT ?? 60),
      listPerMinute: Number(env.LIST_RATE_LIMIT ?? 300),
    },
    statementTimeoutMs: Number(env.STATEMENT_TIMEOUT_MS ?? 10_000),
    notify: {
      smtpUrl: env.SMTP_URL || undefined,
      mailFrom: env.MAIL_FROM ?? 'Reloop <no-reply@reloop.in>',
      smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
      smsGatewayToken: env.SMS_GATEWAY_TOKEN || undefined,
    },
    payments: paymentsConfig(env, seedDemo),
    outbox: {
      jobSeconds: Number(env.OUTBOX_JOB_SECONDS ?? 10),
      retrySeconds: Number(env.OUTBOX_RETRY_SECONDS ?? 30),
      maxAttempts: Math.max(1, Number(env.OUTBOX_MAX_ATTEMPTS ?? 8)),
      leaseSeconds: Number(env.OUTBOX_LEASE_SECONDS ?? 60),
    },
    escalationSlaHours: parseSlaHours(env.ESCALATION_SLA_HOURS),
  };
}
