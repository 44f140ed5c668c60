import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import {
  ACCOUNT_PATHS,
  type AccountProfile,
  type TeamMember,
  type UserPreferences,
} from '../../../domain/account/constants';
import type { PreferencesUpdate, ProfileUpdate, TeamInvite, TeamMemberUpdate } from '../../../domain/account/schemas';
import type { ConsoleDataProvider } from '../../dataProvider';

const KEYS = {
  preferences: ['account', 'preferences'],
  profile: ['account', 'profile'],
  team: ['account', 'team'],
} as const;

/**
 * The account's reads and writes through the data provider (GET/PUT users/preferences, GET/PATCH users/profile,
 * users/team).
 */
function useAccountCall() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return async <T>(path: string, method: 'GET' | 'PUT' | 'PATCH' | 'POST' = 'GET', body?: object): Promise<T> =>
    (await dataProvider.call<T>(path, { method, ...(body && { body }) })).json;
}

export function usePreferences() {
  const call = useAccountCall();
  return useQuery({ queryKey: KEYS.preferences, queryFn: () => call<UserPreferences>(ACCOUNT_PATHS.preferences) });
}

export function useSavePreferences() {
  const call = useAccountCall();
  const queryClient = useQueryClient();
  return async (update: PreferencesUpdate) => {
    // The cache holds the new settings at once: a console that remounts meanwhile (a language change does) must not
    // take the answer it had before for the server's word and put the old settings back.
    const { settings } = update;
    if (settings) queryClient.setQueryData<UserPreferences>(KEYS.preferences, (old) => old && { ...old, settings });
    const saved = await call<UserPreferences>(ACCOUNT_PATHS.preferences, 'PUT', update);
    queryClient.setQueryData(KEYS.preferences, saved);
    return saved;
  };
}

export function useAccountProfile() {
  const call = useAccountCall();
  return useQuery({ queryKey: KEYS.profile, queryFn: () => call<AccountProfile>(ACCOUNT_PATHS.profile) });
}

export function useSaveProfile() {
  const call = useAccountCall();
  const queryClient = useQueryClient();
  return async (change: ProfileUpdate) =>
    queryClient.setQueryData(KEYS.profile, await call<AccountProfile>(ACCOUNT_PATHS.profile, 'PATCH', change));
}

export function useTeam() {
  const call = useAccountCall();
  return useQuery({ queryKey: KEYS.team, queryFn: () => call<TeamMember[]>(ACCOUNT_PATHS.team) });
}

export function useTeamActions() {
  const call = useAccountCall();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEYS.team });
  return {
    invite: async (invite: TeamInvite) => {
      await call<TeamMember>(ACCOUNT_PATHS.team, 'POST', invite);
      await refresh();
    },
    update: async (username: string, change: TeamMemberUpdate) => {
      await call<TeamMember>(ACCOUNT_PATHS.teamMember(username), 'PATCH', change);
      await refresh();
    },
  };
}
