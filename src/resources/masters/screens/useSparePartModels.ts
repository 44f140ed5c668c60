import { useQuery } from '@tanstack/react-query';
import { MASTER_LINKS } from '../../../../domain/masters/catalogue';
import type { SparePartModel } from '../../../../domain/masters/sparePart';
import { useMasterCall } from './useMasterCall';

/** GET/PUT master/sparePart/{id}/models. */
export const sparePartModelsPath = (sparePartId: string) =>
  MASTER_LINKS.sparePartModel.path.replace('{id}', encodeURIComponent(sparePartId));

/** The models a spare part is assigned to (with their model prices); shared by its page and the assignment screen. */
export function useSparePartModels(sparePartId: string | undefined) {
  const call = useMasterCall();
  return useQuery({
    queryKey: ['sparePartModels', sparePartId],
    queryFn: async () => (await call<SparePartModel[]>(sparePartModelsPath(sparePartId!))).json,
    enabled: Boolean(sparePartId),
  });
}
