import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { parseServiceAreaId, serviceAreaId } from '../../../domain/profile/serviceAreas';
import { useProfileReads } from './profileApi';
import type { PincodeRecord } from './types';

/**
 * The pincode records behind a profile's area ids ('code#area'), for their city, district and state.
 * An id the master no longer knows still shows, with its code and area only.
 */
export function usePincodesOf(areaIds: readonly string[]) {
  const codes = useMemo(
    () => [...new Set(areaIds.map((id) => parseServiceAreaId(id).pincode))].sort((a, b) => a - b),
    [areaIds],
  );
  const { pincodesOf } = useProfileReads();
  const query = useQuery({
    queryKey: ['pincodesOf', codes],
    queryFn: () => pincodesOf(codes),
    staleTime: 5 * 60 * 1000,
  });
  const records = useMemo(() => {
    const byId = new Map((query.data ?? []).map((record) => [serviceAreaId(record.code, record.area), record]));
    return areaIds.map<PincodeRecord>((id, index) => {
      const { pincode, area } = parseServiceAreaId(id);
      return (
        byId.get(id) ?? { id: -index - 1, code: pincode, area, city: '', district: '', state: '', status: 'Active' }
      );
    });
  }, [areaIds, query.data]);
  return { records, isPending: query.isPending && codes.length > 0 };
}
