import { useBasename, useNotify, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DEALER_MESSAGES } from '../../../domain/dealers/messages';
import type { RouteEntry } from '../../console/routeTable';
import { errorMessage } from '../../components/profile/useSectionWrite';
import { useDealerApi } from './api';
import { DealerForm } from './DealerForm';
import { dealerPaths } from './dealerPaths';

/** dealers/add: POST dealer; added, the invitation is on its way and the dealer's page opens. */
export default function DealerAddPage(_props: { route: RouteEntry }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const api = useDealerApi();
  return (
    <>
      <Title title={translate('dealer.addTitle')} />
      <DealerForm
        variant="page"
        onCancel={() => navigate(`${basename}/${dealerPaths.list}`)}
        onSave={async (values, onFieldErrors) => {
          try {
            const dealer = await api.addDealer(values);
            notify(DEALER_MESSAGES.added, { type: 'success', messageArgs: { _: DEALER_MESSAGES.added } });
            navigate(`${basename}/${dealerPaths.detail(dealer.id)}`);
          } catch (failure) {
            if (!onFieldErrors(failure))
              notify(errorMessage(failure), { type: 'error', messageArgs: { _: errorMessage(failure) } });
          }
        }}
      />
    </>
  );
}
