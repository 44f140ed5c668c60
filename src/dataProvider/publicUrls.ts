/** Calls made before anyone is signed in carry no bearer token. */
const PUBLIC_URL_PARTS = ['channel-partner/verify', 'dealer/verify', 'technician/otp', 'link/verify-payment'];

export const needsBearer = (url: string) => !PUBLIC_URL_PARTS.some((part) => url.includes(part));
