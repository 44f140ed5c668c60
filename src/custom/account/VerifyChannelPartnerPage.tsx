import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { INVITE_MESSAGES, splitChallengeResponse, type VerifyInviteAnswer } from '../../../domain/channelPartner/invite';
import { DASHBOARD_PATH } from '../../authProvider/redirectPath';
import { errorMessage } from '../../authProvider/errors';
import type { SignInOutcome } from '../../authProvider/signInOutcome';
import { signInStaff } from '../../authProvider/staffSignIn';
import { httpClient } from '../../dataProvider/httpClient';
import { useLabels } from '../../i18n/translate';
import { BackToLogin } from '../form/BackToLogin';
import { FormMessage } from '../form/FormMessage';
import { PublicLayout } from '../PublicLayout';

/** Where a partner lands once their password is set: their profile, to fill it in. */
const PARTNER_PROFILE_PATH = `${DASHBOARD_PATH}/my-profile`;

function linkParts(token: string) {
  try {
    return splitChallengeResponse(token);
  } catch {
    // A malformed %-sequence is a broken link like any other.
    return { username: '', authChallenge: '' };
  }
}

/** POST channel-partner/verify (no bearer, see publicUrls), then the staff sign-in with the one-time password it answers. */
async function verifyAndSignIn(token: string): Promise<SignInOutcome> {
  const { username, authChallenge } = linkParts(token);
  if (!username || !authChallenge) throw new Error(INVITE_MESSAGES.invalidLink);
  const { json } = await httpClient<VerifyInviteAnswer>('channel-partner/verify', { method: 'POST', body: { username, authChallenge } });
  return signInStaff(json.username, json.temporaryPassword);
}

// One attempt per link and page load: a link is used once, and React may run the effect twice (StrictMode).
const attempts = new Map<string, Promise<SignInOutcome>>();
const verifyOnce = (token: string) => {
  if (!attempts.has(token)) attempts.set(token, verifyAndSignIn(token));
  return attempts.get(token)!;
};

/**
 * /verify-channel-partner/{authChallengeResponse} (spec 000 §2.2): the invitation link. A good link signs the partner
 * in and the identity asks for a new password at /first-login, which then opens their profile; a bad one shows why.
 */
export default function VerifyChannelPartnerPage() {
  const t = useLabels();
  const { authChallengeResponse = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let current = true;
    verifyOnce(authChallengeResponse).then(
      (outcome) => {
        if (!current) return;
        if (outcome.step === 'newPassword') navigate('/first-login', { replace: true, state: { challenge: 'newPassword', next: PARTNER_PROFILE_PATH } });
        else if (outcome.step === 'firstLogin') navigate('/first-login', { replace: true, state: { next: PARTNER_PROFILE_PATH } });
        else if (outcome.step === 'done') navigate(PARTNER_PROFILE_PATH, { replace: true });
        // An unconfirmed or custom-challenge account is not one an invitation creates.
        else setFailure(INVITE_MESSAGES.invalidLink);
      },
      (error: unknown) => current && setFailure(errorMessage(error, INVITE_MESSAGES.invalidLink)),
    );
    return () => {
      current = false;
    };
  }, [authChallengeResponse, navigate]);

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
