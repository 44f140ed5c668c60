import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { IdentityAdmin } from './identity/admin';
import type { KeyStore } from './identity/keys';
import type { PoolName, PoolSettings } from './identity/pools';
import type { FileStore } from './platform/files';
import type { Notifier } from './platform/notify';
import type { OutboxDeliverer } from './platform/outbox';
import type { PartyFinders } from './platform/parties';

/** What every module receives: configuration, database, identity, notifier (and its deliverer) and file store. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  pools: Record<PoolName, PoolSettings>;
  /** Present when the embedded identity serves the pools. */
  keys?: KeyStore;
  identity: IdentityAdmin;
  notifier: Notifier;
  /** Sends the outbox's due messages (woken by commits and a timer). */
  deliverer: OutboxDeliverer;
  files: FileStore;
  /** Who a sign-in acts for, found by the module that owns each kind of record. */
  parties: PartyFinders;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
