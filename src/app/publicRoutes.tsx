import { lazy, type ComponentType } from 'react';
import LoginPage from '../custom/login/LoginPage';
import { PublicComingSoon } from '../custom/PublicMessagePages';

export interface PublicRoute {
  path: string;
  Page: ComponentType;
  /** Send a signed-in user to /dashboard (spec 000 §2.2). */
  redirectIfSignedIn?: boolean;
}

/** Public routes of spec 000 §2.2; only the login page is in the first download. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', Page: LoginPage, redirectIfSignedIn: true },
  { path: '/login', Page: LoginPage, redirectIfSignedIn: true },
  { path: '/register', Page: lazy(() => import('../custom/account/RegisterPage')), redirectIfSignedIn: true },
  { path: '/verify-code', Page: lazy(() => import('../custom/account/VerifyCodePage')), redirectIfSignedIn: true },
  { path: '/password-recovery', Page: lazy(() => import('../custom/account/PasswordRecoveryPage')), redirectIfSignedIn: true },
  { path: '/password-reset', Page: lazy(() => import('../custom/account/PasswordResetPage')) },
  { path: '/first-login', Page: lazy(() => import('../custom/account/FirstLoginPage')), redirectIfSignedIn: true },
  { path: '/terms', Page: lazy(() => import('../custom/TermsPage')) },
  { path: '/privacy', Page: lazy(() => import('../custom/PrivacyPage')) },
  { path: '/coming-soon', Page: PublicComingSoon },
  { path: '/verify-channel-partner/:authChallengeResponse', Page: lazy(() => import('../custom/account/VerifyChannelPartnerPage')) },
  // Verification links still to come with the payment and dealer work.
  { path: '/verify-link-payment', Page: PublicComingSoon },
  { path: '/verify-dealer/:authChallengeResponse', Page: PublicComingSoon },
];
