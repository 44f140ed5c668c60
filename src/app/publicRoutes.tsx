import { lazy, type ComponentType } from 'react';
import LoginPage from '../custom/login/LoginPage';
import { PublicComingSoon } from '../custom/PublicMessagePages';

export interface PublicRoute {
  path: string;
  Page: ComponentType;
  /** Send a signed-in user to /dashboard. */
  redirectIfSignedIn?: boolean;
}

/** Public routes of spec 000 §2.2; only the login page is in the first download. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', Page: LoginPage, redirectIfSignedIn: true },
  { path: '/login', Page: LoginPage, redirectIfSignedIn: true },
  { path: '/register', Page: lazy(() => import('../custom/account/RegisterPage')), redirectIfSignedIn: true },
  { path: '/verify-code', Page: lazy(() => import('../custom/account/VerifyCodePage')), redirectIfSignedIn: true },
  {
    path: '/password-recovery',
    Page: lazy(() => import('../custom/account/PasswordRecoveryPage')),
    redirectIfSignedIn: true,
  },
  { path: '/password-reset', Page: lazy(() => import('../custom/account/PasswordResetPage')) },
  { path: '/first-login', Page: lazy(() => import('../custom/account/FirstLoginPage')), redirectIfSignedIn: true },
  { path: '/terms', Page: lazy(() => import('../custom/TermsPage')) },
  { path: '/privacy', Page: lazy(() => import('../custom/PrivacyPage')) },
  { path: '/coming-soon', Page: PublicComingSoon },
  {
    path: '/verify-channel-partner/:authChallengeResponse',
    Page: lazy(() => import('../custom/account/VerifyChannelPartnerPage')),
  },
  // The dealer's invitation link: the same page, for a dealer.
  {
    path: '/verify-dealer/:authChallengeResponse',
    Page: lazy(async () => ({
      default: (await import('../custom/account/VerifyChannelPartnerPage')).VerifyDealerPage,
    })),
  },
  // Where the payment gateway sends the customer back after Pay via link.
  { path: '/verify-link-payment', Page: lazy(() => import('../custom/account/VerifyLinkPaymentPage')) },
];
