import { COMPANY_NAME } from '../../domain/constants';
import { LOADING_LABELS } from './loadingLabels';

/**
 * English labels of the public pages and of the shared parts they have in common with the console. They are the part
 * of en.ts that the sign-in bundle carries; the console's own labels stay in en.ts.
 */
export const publicMessages = {
  app: {
    name: 'Reloop',
    title: 'Reloop back office',
    company: COMPANY_NAME,
    rightsReserved: 'All rights reserved.',
    termsAndConditions: 'Terms & Conditions',
    loading: LOADING_LABELS.en,
    configFailed: 'The back office could not load its configuration.',
    reload: 'Reload',
  },
  auth: {
    login: 'Login',
    welcome: 'Sign in to the back office',
    adminTab: 'Admin / Partner',
    technicianTab: 'Technician',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    signIn: 'Sign In',
    forgotPassword: 'Forgot password?',
    mobile: 'Mobile Number',
    otp: 'OTP',
    getOtp: 'Get OTP',
    getOtpIn: 'Get OTP in %{seconds}s',
    verifyOtp: 'Verify OTP',
    resendOtp: 'Resend OTP',
    resendIn: 'Resend OTP in %{seconds}s',
    changeNumber: 'Change number',
    otpSent: 'A one-time code has been sent to +91 %{mobile}.',
    privacy: 'Privacy Policy',
    terms: 'Terms of Use',
    agree: 'By signing in you agree to our',
    and: 'and',
    demoHint: 'Demo: use admin@reloop.test / Admin@1234',
    noAccount: "Don't have an account?",
    register: 'Register',
    backToLogin: 'Back to login',
    recoveryTitle: 'Password Recovery',
    recoveryText: 'Enter the e-mail of your account and we will send you a code to reset your password.',
    sendCode: 'Send Code',
    resetTitle: 'Reset Password',
    resetText: 'Enter the code you received and choose a new password.',
    codeSent: 'We sent a code to %{email}. It can take a minute to arrive.',
    resendCodeIn: 'Resend code in %{seconds}s',
    code: 'Code',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    currentPassword: 'Current Password',
    resetPassword: 'Reset Password',
    verifyTitle: 'Verify your account',
    verifyText: 'Enter the code we sent to confirm your account.',
    username: 'Username',
    verify: 'Verify',
    resendCode: 'Resend Code',
    codeResent: 'A new code has been sent.',
    verified: 'Your account is confirmed. Please sign in.',
    passwordChanged: 'Your password has been changed. Please sign in.',
    firstLoginTitle: 'Set your password',
    firstLoginText: 'This is your first sign-in. Please choose a new password.',
    savePassword: 'Save Password',
    registerTitle: 'Register',
    registerText:
      'Accounts of channel partners, dealers and technicians are ' +
      'created by invitation. Ask your administrator for an invite.',
  },
  pages: {
    forbiddenTitle: '403 Forbidden!',
    forbiddenText: 'Access Denied',
    takeMeHome: 'Take me home',
    notFoundTitle: 'Nothing here!',
    notFoundText: 'The page requested does not exist.',
    comingSoonTitle: 'Coming Soon!',
    comingSoonText: 'Under Development',
    pendingTitle: 'Profile is under review.',
    pendingText:
      'You can book requests once your dealer profile is approved. ' +
      'The result will be sent to you by e-mail or notification.',
    termsTitle: 'Terms of Use',
    privacyTitle: 'Privacy Policy',
  },
  legal: {
    terms: {
      p1:
        'This back office is provided to web admins, channel partners, dealers and ' +
        'technicians of the Reloop marketplace for repairs and recycling pick-ups in India.',
      p2:
        'You must keep your sign-in details confidential, use the back office only for the ' +
        'work assigned to your role, and keep the information you enter accurate and up to date.',
      p3:
        'Channel partners and dealers are responsible for the services, prices, service areas, bank ' +
        'details and documents they submit. Reloop may review, approve, reject or revoke a profile.',
      p4: 'Customer information shown in the back office may be used only to serve the request it belongs to.',
    },
    privacy: {
      p1:
        'We collect the details needed to run the marketplace: names, e-mail addresses and mobile ' +
        'numbers, business and bank details, KYC documents, service areas and the requests you handle.',
      p2:
        'These details are used to verify partners and technicians, to route and complete ' +
        'repair and pick-up requests, to pay partners and to credit reward points.',
      p3:
        'Documents are stored securely and shown only to the ' +
        'administrators who verify them. We do not sell personal data.',
      p4: 'To correct or delete your data, contact your administrator or Reloop support.',
    },
  },
  generic: {
    errorLoading: 'Error loading data, please try again.',
    reloadData: 'Reload Data',
    somethingWentWrong: 'Something went wrong.... ',
    redirecting: 'Redirecting to Dashboard',
    noData: 'No Data Available',
    addDetails: 'Add Details',
    page: 'Page %{page} of %{pages}',
    pageOfMore: 'Page %{page} of %{pages}+',
    records: '%{from}–%{to} of %{total}',
    recordsMore: '%{from}–%{to} of %{total}+',
    goToPage: 'Go to page',
    previous: 'Previous page',
    next: 'Next page',
    filters: 'Filters',
    clear: 'Clear',
    export: 'Export',
    apply: 'Apply',
    done: 'Done',
    submit: 'Submit',
    cancel: 'Cancel',
    close: 'Close',
    remark: 'Remark',
    documentNumber: 'Document Number',
    showFilters: 'Show filters',
    hideFilters: 'Hide filters',
    stillMissing: 'Still missing: %{items}',
  },
};

export type PublicMessages = typeof publicMessages;

/** Partial translations: only what a language overrides (German and Spanish cover layout labels). */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
