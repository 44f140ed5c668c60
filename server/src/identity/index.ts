import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Notifier } from '../platform/notify';
import { dataCipher } from '../platform/secrets';
import type { IdentityAdmin } from './admin';
import { EmbeddedIdentityAdmin } from './embedded/admin';
import { SessionStanding } from './embedded/standing';
import { KeyStore } from './keys';
import type { PoolName, PoolSettings } from './pools';
import { identityProtocol } from './protocol';
import { cognitoUserStanding, type TokenStanding } from './standing';

interface Identity {
  admin: IdentityAdmin;
  /** The embedded identity's signing keys; absent with Amazon Cognito. */
  keys?: KeyStore;
  /** The Cognito-protocol endpoint, mounted at IDENTITY_PATH; absent with Amazon Cognito. */
  routes?: FastifyPluginAsync;
  /** What the API's token verifier asks after the signature: does the token's user, and session, still stand. */
  standing: TokenStanding;
}

interface IdentityOptions {
  config: Config;
  db: Database;
  pools: Record<PoolName, PoolSettings>;
  notifier: Notifier;
}

/** The embedded identity when no Cognito pools are configured, otherwise the admin side of Amazon Cognito. */
export async function createIdentity({ config, db, pools, notifier }: IdentityOptions): Promise<Identity> {
  if (config.cognito) {
    // Loaded only here so the AWS SDK is needed only by deployments that use Cognito.
    const { CognitoIdentityAdmin } = await import('./cognito/admin');
    const admin = new CognitoIdentityAdmin(config.cognito.region, pools);
    return { admin, standing: cognitoUserStanding(admin) };
  }
  const keys = new KeyStore(db, () => dataCipher({ db, config }));
  await keys.load();
  const standing = new SessionStanding(db);
  return {
    admin: new EmbeddedIdentityAdmin(db, pools, standing),
    keys,
    routes: identityProtocol({ db, pools, keys, notifier, standing }),
    standing: standing.check,
  };
}
