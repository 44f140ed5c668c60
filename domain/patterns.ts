/** The postal code, mobile and e-mail patterns of every form. */
export const MOBILE_PATTERN = /^[6-9][0-9]{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;
export const IFSC_PATTERN = /^[A-Za-z]{4}[A-Za-z0-9]{7}$/;
