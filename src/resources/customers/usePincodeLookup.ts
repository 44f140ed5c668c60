import { useEffect, useState } from 'react';
import { useCustomerApi } from './api';

export interface PincodeLookup {
  status: 'idle' | 'looking' | 'unavailable' | 'found';
  city: string;
  state: string;
  areas: string[];
}

const NOTHING = { city: '', state: '', areas: [] };

/** The pincode master's city, state and areas of a pincode as soon as its six digits are typed (spec 001 §4). */
export function usePincodeLookup(typed: unknown): PincodeLookup {
  const api = useCustomerApi();
  const code = String(typed ?? '').replace(/\s/g, '');
  const complete = /^[1-9]\d{5}$/.test(code);
  const [lookup, setLookup] = useState<{ code: string; answer: PincodeLookup }>({ code: '', answer: { status: 'idle', ...NOTHING } });
  useEffect(() => {
    if (!complete) return undefined;
    let live = true;
    api.areasOfPincode(Number(code)).then(
      (records) => {
        if (!live) return;
        const areas = [...new Set(records.map((record) => record.area))].sort((a, b) => a.localeCompare(b));
        const answer: PincodeLookup = records.length ? { status: 'found', city: records[0].city, state: records[0].state, areas } : { status: 'unavailable', ...NOTHING };
        setLookup({ code, answer });
      },
      () => live && setLookup({ code, answer: { status: 'unavailable', ...NOTHING } }),
    );
    return () => {
      live = false;
    };
  }, [api, code, complete]);
  if (!complete) return { status: 'idle', ...NOTHING };
  return lookup.code === code ? lookup.answer : { status: 'looking', ...NOTHING };
}
