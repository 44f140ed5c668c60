import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  INVITE_MESSAGES,
  splitChallengeResponse,
  type VerifyInviteAnswer,
} from '../../../domain/channelPartner/invite';
import { DASHBOARD_PATH } from '../../authProvider/redirectPath';
import { errorMessage } from '../../authProvider/errors';
import type { SignInOutcome } from '../../authProvider/signInOutcome';
import { signInStaff } from '../../authProvider/staffSignIn';
import { httpClient } from '../../dataProvider/httpClient';
import { useLabels } from '../../i18n/translate';
import { BackToLogin } from '../../components/form/BackToLogin';
import { FormMessage } from '../../components/form/FormMessage';
import { PublicLayout } from '../public/PublicLayout';

/** Who an invitation link is for: the call that verifies it, and the profile they land on to fill it in. */
export const INVITED_PARTIES = {
  channelPartner: { verifyPath: 'channel-partner/verify', profilePath: `${DASHBOARD_PATH}/my-profile` },
  dealer: { verifyPath: 'dealer/verify', profilePath: `${DASHBOARD_PATH}/my-profile-dealer` },
} as const;
export type InvitedParty = keyof typeof INVITED_PARTIES;

function linkParts(token: string) {
  try {
    return splitChallengeResponse(token);
  } catch {
    // A malformed %-sequence is a broken link like any other.
    return { username: '', authChallenge: '' };
  }
}

/**
 * POST channel-partner/verify or dealer/verify (no bearer, see publicUrls), then the staff sign-in with the one-time
 * password it answers.
 */
async function verifyAndSignIn(party: InvitedParty, token: string): Promise<SignInOutcome> {
  const { username, authChallenge } = linkParts(token);
  if (!username || !authChallenge) throw new Error(INVITE_MESSAGES.invalidLink);
  const { json } = await httpClient<VerifyInviteAnswer>(INVITED_PARTIES[party].verifyPath, {
    method: 'POST',
    body: { username, authChallenge },
  });
  return signInStaff(json.username, json.temporaryPassword);
}

// One attempt per link and page load: a link is used once, and React may run the effect twice (StrictMode).
const attempts = new Map<string, Promise<SignInOutcome>>();
const verifyOnce = (party: InvitedParty, token: string) => {
  const key = `${party} ${token}`;
  if (!attempts.has(key)) attempts.set(key, verifyAndSignIn(party, token));
  return attempts.get(key)!;
};

/**
 * /verify-channel-partner/{authChallengeResponse} and /verify-dealer/{authChallengeResponse}: the
 * invitation link. A good link signs the partner or dealer in and the identity asks for a new password at
 * /first-login, which then opens their profile; a bad one shows why.
 */
export function VerifyInvitePage({ party }: { party: InvitedParty }) {
  const t = useLabels();
  const { authChallengeResponse = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let current = true;
    const profilePath = INVITED_PARTIES[party].profilePath;
    verifyOnce(party, authChallengeResponse).then(
      (outcome) => {
        if (!current) return;
        if (outcome.step === 'newPassword')
          navigate('/first-login', { replace: true, state: { challenge: 'newPassword', next: profilePath } });
        else if (outcome.step === 'firstLogin')
          navigate('/first-login', { replace: true, state: { next: profilePath } });
        else if (outcome.step === 'done') navigate(profilePath, { replace: true });
        // An unconfirmed or custom-challenge account is not one an invitation creates.
        else setFailure(INVITE_MESSAGES.invalidLink);
      },
      (error: unknown) => current && setFailure(errorMessage(error, INVITE_MESSAGES.invalidLink)),
    );
    return () => {
      current = false;
    };
  }, [party, authChallengeResponse, navigate]);

  return (
    <PublicLayout title={t('auth.verifyTitle')}>
      {failure ? (
        <>
          <FormMessage message={failure} />
          <BackToLogin />
        </>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      )}
    </PublicLayout>
  );
}

/** The partner's link (the route's default export). */
export default function VerifyChannelPartnerPage() {
  return <VerifyInvitePage party="channelPartner" />;
}

/** The dealer's link. */
export function VerifyDealerPage() {
  return <VerifyInvitePage party="dealer" />;
}
