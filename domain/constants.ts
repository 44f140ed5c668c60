/** Business constants the console and the API share. */

export const SERVICE_IDS = {
  repair: 'SID101',
  eWaste: 'SID102',
  plastic: 'SID103',
  usedCookingOil: 'SID104',
  textile: 'SID105',
} as const;

export const CATEGORY_IDS = {
  eWaste: ['CID101', 'CID102', 'CID103', 'CID104', 'CID107', 'CID108'],
  plastic: 'CID109',
  usedCookingOil: 'CID110',
  textile: 'CID111',
} as const;

/**
 * The company that runs the marketplace (the footers' copyright line): the organisation of its own staff, admins and
 * customer care, in the session user unless their identity user names another (`custom:organization`).
 */
export const COMPANY_NAME = 'Reloop Technologies';

export const MOBILE_PREFIX = '+91';
export const MOBILE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 30;
export const OTP_VALIDITY_SECONDS = 180;
export const OTP_MAX_ATTEMPTS = 3;
export const PINCODE_MIN = 100000;
/** The most service calls a partner may take a day for one service (no business bound; a day has 1,440 minutes). */
export const DAILY_CALL_CAPACITY_MAX = 10_000;
export const PINCODE_MAX = 999999;
export const NAME_MAX = 255;
export const EMAIL_MAX = 255;
export const INVITE_PASSWORD_LENGTH = 12;
/** How long an invitation link works unless INVITE_EXPIRY_HOURS says otherwise (a business choice, so configurable). */
export const DEFAULT_INVITE_EXPIRY_HOURS = 72;

export const ACTIVITY_HISTORY_PAGE_SIZE = 5;
export const PAGER_ROWS = 10;
export const PINCODE_QUERY_LIMIT = 9999;
export const SERVICE_LIST_PAGE_SIZE = 99;

export const ALLOWED_DOCUMENT_MIME_TYPES = ['image/jpg', 'image/jpeg', 'application/pdf', 'image/png'] as const;
export const ALLOWED_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const PROFILE_PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

export const FIRM_TYPES = [
  'Authorised service center',
  'Retailer',
  'Modern Trade',
  'Distributor',
  'Brand Shop',
  'Freelancer',
  'SSD (Sales & service dealer)',
  'Manufacturer',
  'Producer',
  'Refurbisher',
  'Bulk Consumer',
  'Dismantler',
  'Recycler',
  'NGO',
] as const;

export const TAX_RATE_SLABS = [0, 5, 12, 18, 28] as const;
export const ONE_DAY_MS = 86_400_000;
export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
/** The English names of DAYS_OF_WEEK, as profile histories write them. */
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const BANK_ACCOUNT_TYPES = ['Current Account', 'Saving Account'] as const;
export const IDENTITY_REGION = 'ap-south-1';

export const TOAST_DURATION_MS = 6000;
export const MOBILE_BREAKPOINT_PX = 768;
export const TABLET_BREAKPOINT_PX = 900;
export const SIDEBAR_PINNED_WIDTH = 250;
export const SIDEBAR_COLLAPSED_WIDTH = 73;
export const DOCUMENT_VIEWER_SIZE = { width: 700, height: 500 } as const;
export const HTTP_TIMEOUT_MS = 300_000;
export const DOWNLOAD_TIMESTAMP_FORMAT = 'yyyy-MM-dd HH:mm:ss';
export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';

/** Days ahead the booking calendar offers; a business choice, so configurable. */
export const DEFAULT_AVAILABILITY_WINDOW_DAYS = 7;
