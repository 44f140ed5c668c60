import type { ComponentType } from 'react';
import type { RecordSection } from './config/types';
import { SparePartModels } from './screens/SparePartModels';

/** What each record section of a master's configuration shows, and its title (an i18n key). */
export const RECORD_SECTIONS: Record<RecordSection, { label: string; component: ComponentType<{ label?: string }> }> = {
  sparePartModels: { label: 'assign.fitsModels', component: SparePartModels },
};
