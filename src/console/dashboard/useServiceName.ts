import { useCallback } from 'react';
import { usePublishedServices } from '../../dataProvider/publishedServices';

/** A service's name as the services page shows it ('Repair'), its id until the services are read. */
export function useServiceName() {
  const { data } = usePublishedServices();
  return useCallback(
    (serviceId: string) => data?.find((service) => service.id === serviceId)?.name ?? serviceId,
    [data],
  );
}
