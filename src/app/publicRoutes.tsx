import { lazy, type ComponentType } from 'react';
import LoginPage from './login/LoginPage';
import { PublicComingSoon } from './public/PublicMessagePages';

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
  { path: '/register', Page: lazy(() => import('./account/RegisterPage')), redirectIfSignedIn: true },
  { path: '/verify-code', Page: lazy(() => import('./account/VerifyCodePage')), redirectIfSignedIn: true },
  {
    path: '/password-recovery',
    Page: lazy(() => import('./account/PasswordRecoveryPage')),
    redirectIfSignedIn: true,
  },
  { path: '/password-reset', Page: lazy(() => import('./account/PasswordResetPage')) },
  { path: '/first-login', Page: lazy(() => import('./account/FirstLoginPage')), redirectIfSignedIn: true },
  { path: '/terms', Page: lazy(() => import('./public/TermsPage')) },
  { path: '/privacy', Page: lazy(() => import('./public/PrivacyPage')) },
  { path: '/coming-soon', Page: PublicComingSoon },
  {
    path: '/verify-channel-partner/:authChallengeResponse',
    Page: lazy(() => import('./account/VerifyChannelPartnerPage')),
  },
  // The dealer's invitation link: the same page, for a dealer.
  {
    path: '/verify-dealer/:authChallengeResponse',
    Page: lazy(async () => ({
      default: (await import('./account/VerifyChannelPartnerPage')).VerifyDealerPage,
    })),
  },
  // Where the payment gateway sends the customer back after Pay via link.
  { path: '/verify-link-payment', Page: lazy(() => import('./account/VerifyLinkPaymentPage')) },
];
