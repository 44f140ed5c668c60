import PaymentsIcon from '@mui/icons-material/Payments';
import { preloadable } from '../../app/preloadable';
import { filterInputTypes } from '../../components/list/types';
import type { ResourceDeclaration } from '../../console/resourceDeclaration';
import { PAYMENT_RESOURCE } from '../../dataProvider/resourceNames';
import { PAYMENT_API_PATH, PAYMENT_FILTERS } from './listConfig';

/** Payments: GET payments/{id}; POST payments/{id}/collect, …/refund, …/link through the payment calls. */
export const payments: ResourceDeclaration = {
  name: PAYMENT_RESOURCE,
  api: { path: PAYMENT_API_PATH, filterTypes: filterInputTypes(PAYMENT_FILTERS), getOneAtPath: true },
  icon: PaymentsIcon,
  recordRepresentation: 'id',
  pages: { paymentList: preloadable(async () => (await import('./PaymentListPage')).default) },
};
