import { format } from 'date-fns';
import { DOWNLOAD_TIMESTAMP_FORMAT } from '../../../../domain/constants';

/** `<name> <yyyy-MM-dd HH:mm:ss>.xlsx`, in the user's own time. */
export const exportFileName = (name: string, at: Date = new Date()) =>
  `${name} ${format(at, DOWNLOAD_TIMESTAMP_FORMAT)}.xlsx`;
