/**
 * What a log line may not carry in clear: passwords, tokens and codes in URLs and JSON fields are replaced, mobiles and
 * e-mails masked (`+91******2100`, `a***@example.com`). Applied to each serialized line, so every message, object,
 * request line and error goes through it, whoever logged it.
 */

const REDACTED = '[redacted]';

// Query parameters naming a secret: any *password*, *token*, *secret*, *refresh*, and the one-time `code`/`otp`.
const SECRET_NAME =
  String.raw`[\w.-]*(?:password|passwd|token|secret|refresh)[\w.-]*` + String.raw`|code|otp|confirmationCode|signature`;
const SECRET_PARAM = new RegExp(String.raw`([?&;](?:${SECRET_NAME})=)[^&#\s"\\]*`, 'gi');
// The same names as JSON fields with a string value (a body or an object logged as it came).
const SECRET_FIELD = new RegExp(String.raw`("(?:${SECRET_NAME})"\s*:\s*")(?:[^"\\]|\\.)*"`, 'gi');

// An e-mail, also URL-encoded (`%40`) as it stands in a query string: the first character and the domain stay.
const EMAIL = /([A-Za-z0-9_+-])(?:[A-Za-z0-9._+-]|%(?!40)[0-9A-Fa-f]{2})*(@|%40)((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})/g;

// An Indian mobile: ten digits from 6 to 9, spaced or not, after +91 / 91 / %2B91 or alone. Never inside a longer
// number, a word or an id (REQ9876543210), nor the decimals of a timing; a full stop after it is the sentence's.
const MOBILE = /(?<![\w])(?<!\d\.)((?:\+|%2B)?91[\s-]?)?[6-9]\d{4}[\s-]?\d(\d{4})(?!\d|\.\d|[A-Za-z_])/g;

const maskMobile = (_match: string, prefix: string | undefined, lastFour: string) =>
  `${prefix ? '+91' : ''}******${lastFour}`;

/** One serialized log line with its secrets replaced and its mobiles and e-mails masked. */
export function maskLogLine(line: string): string {
  const redacted = line.replace(SECRET_PARAM, `$1${REDACTED}`).replace(SECRET_FIELD, `$1${REDACTED}"`);
  // Most lines hold no e-mail: the test spares the e-mail pattern's scan of long tokens.
  const masked = /@|%40/.test(redacted)
    ? redacted.replace(EMAIL, (_match, first: string, at: string, domain: string) => `${first}***${at}${domain}`)
    : redacted;
  return masked.replace(MOBILE, maskMobile);
}

/** A stream for pino that masks every line before passing it on. */
export function maskingStream(target: { write(line: string): unknown }) {
  return { write: (line: string) => target.write(maskLogLine(line)) };
}
