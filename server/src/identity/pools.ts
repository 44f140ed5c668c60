import { IDENTITY_REGION } from '../../../domain/constants';
import type { Config } from '../config';

export type PoolName = 'staff' | 'technician';

export interface PoolSettings {
  name: PoolName;
  userPoolId: string;
  userPoolClientId: string;
  /** Where Amplify sends Cognito calls; undefined for Amazon Cognito itself. */
  userPoolEndpoint?: string;
  issuer: string;
  jwksUrl: string;
}

/** Fixed ids of the embedded pools, in Cognito's `region_id` form. */
const EMBEDDED_POOLS = {
  staff: { userPoolId: `${IDENTITY_REGION}_RelpStaff`, userPoolClientId: 'reloopstaffconsoleclient01' },
  technician: { userPoolId: `${IDENTITY_REGION}_RelpTechn`, userPoolClientId: 'reloopfieldtechnicianapp01' },
} as const;

export const IDENTITY_PATH = '/identity';

export function poolSettings(config: Config): Record<PoolName, PoolSettings> {
  if (config.cognito) {
    const { region } = config.cognito;
    const cognito = (name: PoolName): PoolSettings => {
      const pool = config.cognito![name];
      const issuer = `https://cognito-idp.${region}.amazonaws.com/${pool.userPoolId}`;
      return { name, ...pool, issuer, jwksUrl: `${issuer}/.well-known/jwks.json` };
    };
    return { staff: cognito('staff'), technician: cognito('technician') };
  }
  const endpoint = `${config.publicUrl}${IDENTITY_PATH}`;
  const embedded = (name: PoolName): PoolSettings => {
    const issuer = `${endpoint}/${EMBEDDED_POOLS[name].userPoolId}`;
    return {
      name,
      ...EMBEDDED_POOLS[name],
      userPoolEndpoint: endpoint,
      issuer,
      jwksUrl: `${issuer}/.well-known/jwks.json`,
    };
  };
  return { staff: embedded('staff'), technician: embedded('technician') };
}
