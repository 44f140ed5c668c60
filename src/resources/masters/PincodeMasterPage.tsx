import { ResourceContextProvider } from 'ra-core';
import { pincodeMaster } from './config/pincode';
import MasterList from './MasterList';

/** /dashboard/masters/general/pincode: the read-only pincode directory. */
export default function PincodeMasterPage() {
  return (
    <ResourceContextProvider value={pincodeMaster.resource}>
      <MasterList config={pincodeMaster} />
    </ResourceContextProvider>
  );
}
