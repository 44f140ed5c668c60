import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ResourceContextProvider, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { RouteEntry } from '../../console/routeTable';
import { masterConfig } from './config';
import MasterList from './MasterList';

/**
 * Several masters on one page of spec 000 §2.5 (reward points and coupons; e-waste items and disposal methods), one tab
 * each.
 */
export default function MasterTabsPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const masters = (route.masters ?? []).map(masterConfig);
  const [current, setCurrent] = useState(0);
  const config = masters[current];
  return (
    <>
      <Tabs value={current} onChange={(_, index: number) => setCurrent(index)} sx={{ mb: 1 }}>
        {masters.map((master) => (
          <Tab key={master.resource} label={translate(`resources.${master.resource}.name`, { smart_count: 2 })} />
        ))}
      </Tabs>
      {config && (
        <ResourceContextProvider value={config.resource} key={config.resource}>
          <MasterList config={config} embedded />
        </ResourceContextProvider>
      )}
    </>
  );
}
