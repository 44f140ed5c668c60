import { randomBytes } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  type AttributeType,
  type CognitoIdentityProviderClientConfig,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CreateIdentityUser, IdentityAdmin, IdentityUser, IdentityUserQuery, PasswordCheck } from '../admin';
import { MESSAGES } from '../errors';
import type { PoolName, PoolSettings } from '../pools';

const toList = (attributes: Record<string, string>): AttributeType[] =>
  Object.entries(attributes)
    .filter(([name]) => name !== 'sub')
    .map(([Name, Value]) => ({ Name, Value }));
const toRecord = (list: AttributeType[] | undefined) =>
  Object.fromEntries((list ?? []).map((a) => [a.Name!, a.Value ?? '']));
const isNotFound = (error: unknown) => (error as { name?: string }).name === 'UserNotFoundException';
const quote = (value: string) => `"${value.replace(/["\\]/g, '')}"`;

/** The admin operations on Amazon Cognito pools (credentials from the usual AWS provider chain). */
export class CognitoIdentityAdmin implements IdentityAdmin {
  private readonly client: CognitoIdentityProviderClient;

  constructor(
    region: string,
    private readonly pools: Record<PoolName, PoolSettings>,
    clientConfig: CognitoIdentityProviderClientConfig = {},
  ) {
    this.client = new CognitoIdentityProviderClient({ region, ...clientConfig });
  }

  private target(pool: PoolName, username: string) {
    return { UserPoolId: this.pools[pool].userPoolId, Username: username };
  }

  async createUser(input: CreateIdentityUser): Promise<IdentityUser> {
    const target = this.target(input.pool, input.username);
    // The app sends its own invitations through its notifier, so Cognito's are suppressed.
    await this.client.send(
      new AdminCreateUserCommand({
        ...target,
        UserAttributes: toList(input.attributes ?? {}),
        TemporaryPassword: input.temporaryPassword,
        MessageAction: 'SUPPRESS',
      }),
    );
    if (input.temporaryPassword === undefined) {
      // Without a password a technician still needs CONFIRMED status to finish the custom (one-time code) flow.
      const permanent = input.password ?? `${randomBytes(24).toString('base64url')}aA1!`;
      await this.client.send(new AdminSetUserPasswordCommand({ ...target, Password: permanent, Permanent: true }));
    }
    for (const group of input.groups ?? []) await this.addUserToGroup(input.pool, input.username, group);
    return (await this.getUser(input.pool, input.username))!;
  }

  async getUser(pool: PoolName, username: string): Promise<IdentityUser | null> {
    try {
      const user = await this.client.send(new AdminGetUserCommand(this.target(pool, username)));
      const groups = await this.client.send(new AdminListGroupsForUserCommand(this.target(pool, username)));
      const attributes = toRecord(user.UserAttributes);
      return {
        pool,
        username: user.Username!,
        sub: attributes.sub,
        enabled: user.Enabled ?? true,
        status: user.UserStatus ?? 'UNKNOWN',
        attributes,
        groups: (groups.Groups ?? []).map((g) => g.GroupName!),
        createdAt: user.UserCreateDate,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async findUsers(query: IdentityUserQuery): Promise<IdentityUser[]> {
    // ListUsers filters on one attribute; the others are checked on the answers.
    const filter = query.sub
      ? `sub = ${quote(query.sub)}`
      : query.email
        ? `email = ${quote(query.email)}`
        : query.username
          ? `username = ${quote(query.username)}`
          : undefined;
    if (!filter) return [];
    const found: IdentityUser[] = [];
    for (const pool of Object.keys(this.pools) as PoolName[]) {
      const { Users } = await this.client.send(
        new ListUsersCommand({ UserPoolId: this.pools[pool].userPoolId, Filter: filter, Limit: 60 }),
      );
      for (const user of Users ?? []) {
        const full = await this.getUser(pool, user.Username!);
        if (!full) continue;
        if (query.email && full.attributes.email?.toLowerCase() !== query.email.toLowerCase()) continue;
        if (query.sub && full.sub !== query.sub) continue;
        if (query.username && full.username.toLowerCase() !== query.username.toLowerCase()) continue;
        found.push(full);
      }
    }
    return found;
  }

  // Cognito keeps its own lock-out per user; the address is the embedded identity's.
  async checkPassword(pool: PoolName, username: string, password: string): Promise<PasswordCheck> {
    try {
      await this.client.send(
        new AdminInitiateAuthCommand({
          UserPoolId: this.pools[pool].userPoolId,
          ClientId: this.pools[pool].userPoolClientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: username, PASSWORD: password },
        }),
      );
      return 'right';
    } catch (error) {
      const { name, message } = error as { name?: string; message?: string };
      if (name === 'NotAuthorizedException' && message === MESSAGES.passwordAttemptsExceeded) return 'locked';
      if (name === 'NotAuthorizedException' || name === 'UserNotFoundException') return 'wrong';
      throw error;
    }
  }

  async addUserToGroup(pool: PoolName, username: string, group: string) {
    await this.client.send(new AdminAddUserToGroupCommand({ ...this.target(pool, username), GroupName: group }));
  }

  async removeUserFromGroup(pool: PoolName, username: string, group: string) {
    await this.client.send(new AdminRemoveUserFromGroupCommand({ ...this.target(pool, username), GroupName: group }));
  }

  async updateAttributes(pool: PoolName, username: string, attributes: Record<string, string>) {
    await this.client.send(
      new AdminUpdateUserAttributesCommand({ ...this.target(pool, username), UserAttributes: toList(attributes) }),
    );
  }

  async setPassword(pool: PoolName, username: string, password: string, permanent: boolean) {
    await this.client.send(
      new AdminSetUserPasswordCommand({ ...this.target(pool, username), Password: password, Permanent: permanent }),
    );
    // As the embedded identity does: a password set by an admin ends the sessions opened with the old one.
    await this.signOutEverywhere(pool, username);
  }

  async disableUser(pool: PoolName, username: string) {
    await this.client.send(new AdminDisableUserCommand(this.target(pool, username)));
  }

  async enableUser(pool: PoolName, username: string) {
    await this.client.send(new AdminEnableUserCommand(this.target(pool, username)));
  }

  async deleteUser(pool: PoolName, username: string) {
    await this.client.send(new AdminDeleteUserCommand(this.target(pool, username)));
  }

  async signOutEverywhere(pool: PoolName, username: string) {
    await this.client.send(new AdminUserGlobalSignOutCommand(this.target(pool, username)));
  }
}
