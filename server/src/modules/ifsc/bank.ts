import { createRequire } from 'node:module';

type Lookup = Record<string, string>;
interface RazorpayIfsc {
  validate(code: string): boolean;
}

const require = createRequire(import.meta.url);
let tables:
  | { ifsc: RazorpayIfsc; bankNames: Lookup; sublets: Lookup; customSublets: [prefix: string, bank: string][] }
  | undefined;

/** Razorpay's `ifsc` package, loaded on first use: its code list is a megabyte of JSON the start-up does not need. */
function razorpay() {
  tables ??= {
    ifsc: require('ifsc') as RazorpayIfsc,
    bankNames: require('ifsc/src/banknames.json') as Lookup,
    sublets: require('ifsc/src/sublet.json') as Lookup,
    customSublets: Object.entries(require('ifsc/src/custom-sublets.json') as Lookup),
  };
  return tables;
}

/** True for a code in Razorpay's list of issued IFSCs. */
export const isValidIfsc = (code: string) => razorpay().ifsc.validate(code);

/**
 * The bank's name as Razorpay resolves it: a sublet branch (one bank's code issued to another) belongs to the
 * sublet's bank, else the bank is the code's first four letters.
 */
export function bankName(code: string): string | undefined {
  const { bankNames, sublets, customSublets } = razorpay();
  const bankCode = sublets[code] ?? customSublets.find(([prefix]) => code.startsWith(prefix))?.[1] ?? code.slice(0, 4);
  return bankNames[bankCode];
}
