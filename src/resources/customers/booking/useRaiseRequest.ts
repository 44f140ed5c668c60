import { HttpError } from 'ra-core';
import { useCallback, useRef, useState } from 'react';
import type { RaisePickUpRequest, RaiseRepairRequest } from '../../../../domain/requests/raise';
import type { RequestRecord } from '../../../../domain/requests/records';
import { useRequestApi } from '../../../dataProvider/requests';
import { submissionKey } from './submissionKey';

type RaiseOutcome = { request: RequestRecord } | { error: unknown } | { busy: true };

/** An answer that settles the submission: sending the same again would get the same answer, so it gets a new key. */
const settled = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500;

/**
 * Raises a request once per submission: one Idempotency-Key per payload, reused when the same payload is sent again
 * after a failure whose outcome is unknown (a timeout, a 5xx), so a retry never books twice; nothing is sent while one
 * is under way.
 */
export function useRaiseRequest() {
  const api = useRequestApi();
  const attempt = useRef<{ body: string; key: string } | undefined>(undefined);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const raise = useCallback(
    async (payload: RaiseRepairRequest | RaisePickUpRequest): Promise<RaiseOutcome> => {
      if (inFlight.current) return { busy: true };
      const body = JSON.stringify(payload);
      if (attempt.current?.body !== body) attempt.current = { body, key: submissionKey() };
      inFlight.current = true;
      setSending(true);
      try {
        const request = await api.raise(payload, attempt.current.key);
        attempt.current = undefined;
        return { request };
      } catch (error) {
        if (settled(error)) attempt.current = undefined;
        return { error };
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [api],
  );

  return { raise, sending };
}
