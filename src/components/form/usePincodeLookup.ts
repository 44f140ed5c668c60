import { useEffect, useState } from 'react';
import { PINCODE_MIN } from '../../../domain/constants';
import { useProfileReads } from '../profile/profileApi';

/**
 * `invalid`: six digits that can never be a pincode (a leading 0), never looked up; `unavailable`: a well-formed code
 * the directory lacks (or a failed look-up: nothing confirms it).
 */
export interface PincodeLookup {
  status: 'idle' | 'looking' | 'invalid' | 'unavailable' | 'found';
  city: string;
  state: string;
  areas: string[];
}

const NOTHING = { city: '', state: '', areas: [] };

/**
 * The pincode master's city, state and areas of a pincode as soon as its six digits are typed (spec 001 §4, spec 000
 * §5.5).
 */
export function usePincodeLookup(typed: unknown): PincodeLookup {
  const { pincodeRecords } = useProfileReads();
  const code = String(typed ?? '').replace(/\s/g, '');
  const sixDigits = /^\d{6}$/.test(code);
  const complete = sixDigits && Number(code) >= PINCODE_MIN;
  const [lookup, setLookup] = useState<{ code: string; answer: PincodeLookup }>({
    code: '',
    answer: { status: 'idle', ...NOTHING },
  });
  useEffect(() => {
    if (!complete) return undefined;
    let live = true;
    pincodeRecords([{ property: 'code', operator: 'equal', value: Number(code) }]).then(
      (records) => {
        if (!live) return;
        const areas = [...new Set(records.map((record) => record.area))].sort((a, b) => a.localeCompare(b));
        const answer: PincodeLookup = records.length
          ? { status: 'found', city: records[0].city, state: records[0].state, areas }
          : { status: 'unavailable', ...NOTHING };
        setLookup({ code, answer });
      },
      () => live && setLookup({ code, answer: { status: 'unavailable', ...NOTHING } }),
    );
    return () => {
      live = false;
    };
  }, [pincodeRecords, code, complete]);
  if (sixDigits && !complete) return { status: 'invalid', ...NOTHING };
  if (!complete) return { status: 'idle', ...NOTHING };
  return lookup.code === code ? lookup.answer : { status: 'looking', ...NOTHING };
}
