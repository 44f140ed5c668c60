import { z } from '../zod';
import { BANK_ACCOUNT_TYPES, NAME_MAX } from '../constants';
import { fileRefSchema, requiredFileRef } from '../files';
import { IFSC_PATTERN, LETTERS_AND_SPACES } from '../patterns';

/** Messages of the bank details form and its toasts. */
export const BANK_MESSAGES = {
  chequeRequired: 'Cancelled cheque is required',
  holderRequired: 'Account Holder Name is required',
  holderLetters: 'Only alphabets and spaces are Allowed',
  numberRequired: 'Account Number is required',
  numberDigits: 'Enter Valid Number',
  numberLength: 'Must be 9-18 digits',
  confirmRequired: 'Confirm Account Number is required',
  mismatch: 'Bank Account number must match',
  typeRequired: 'Account Type is required',
  branchRequired: 'Branch is required',
  bankRequired: 'Bank Name is required',
  cityRequired: 'City is required',
  ifscRequired: 'IFSC Code is required',
  ifscLength: 'IFSC Code must be of length 11',
  ifscInvalid: 'Invalid IFSC Code',
  note:
    'A cancelled cheque, or a bank statement showing name, account ' +
    'number, IFSC and MICR, is needed, or the application is rejected.',
  added: 'Bank Details Added',
  updated: 'Bank Details Updated',
  notFound: 'Bank details not found',
} as const;

const required = (message: string) => z.string({ message }).trim().min(1, { message, abort: true });

const accountNumberSchema = required(BANK_MESSAGES.numberRequired)
  .regex(/^\d+$/, { message: BANK_MESSAGES.numberDigits, abort: true })
  .regex(/^\d{9,18}$/, BANK_MESSAGES.numberLength);

const ifscCodeSchema = required(BANK_MESSAGES.ifscRequired)
  .length(11, { message: BANK_MESSAGES.ifscLength, abort: true })
  .regex(IFSC_PATTERN, BANK_MESSAGES.ifscInvalid)
  .transform((code) => code.toUpperCase());

/** PATCH <profile>/{id}/bankDetails : the fields of the bank details. */
export const bankDetailsSchema = z.object({
  ifscCode: ifscCodeSchema,
  name: required(BANK_MESSAGES.bankRequired).max(NAME_MAX),
  branch: required(BANK_MESSAGES.branchRequired).max(NAME_MAX),
  city: required(BANK_MESSAGES.cityRequired).max(NAME_MAX),
  accountHolderName: required(BANK_MESSAGES.holderRequired)
    .max(NAME_MAX, `Account Holder Name must be at most ${NAME_MAX} characters`)
    .regex(LETTERS_AND_SPACES, BANK_MESSAGES.holderLetters),
  accountNumber: accountNumberSchema,
  accountType: z.enum(BANK_ACCOUNT_TYPES, { message: BANK_MESSAGES.typeRequired }),
  cheque: requiredFileRef(BANK_MESSAGES.chequeRequired),
});

/** The bank details form: the payload plus the confirmation, a form field that never travels to the API. */
export const bankDetailsFormSchema = bankDetailsSchema
  .extend({ confirmAccountNumber: required(BANK_MESSAGES.confirmRequired) })
  .refine((bank) => bank.accountNumber === bank.confirmAccountNumber, {
    message: BANK_MESSAGES.mismatch,
    path: ['confirmAccountNumber'],
  });
export type BankDetailsInput = z.input<typeof bankDetailsFormSchema>;

/** Bank details as answers carry them: the account number masked unless an admin asks to reveal it. */
export interface BankDetails {
  ifscCode: string;
  name: string;
  branch: string;
  city: string;
  accountHolderName: string;
  accountNumber: string;
  accountType: (typeof BANK_ACCOUNT_TYPES)[number];
  cheque: z.infer<typeof fileRefSchema>;
}

/** GET ifsc/{code}. */
export interface IfscAnswer {
  BRANCH: string;
  BANK: string;
  CITY: string;
}
