import { useEffect, useState } from 'react';
import { FILE_PATHS } from '../../../domain/fileRules';
import { fetchFile } from '../../dataProvider/uploadFile';

interface FileUrl {
  url?: string;
  loading: boolean;
  error?: string;
}

/**
 * An object URL of a stored file, downloaded with the session's token (an <img src> cannot send a bearer);
 * revoked when the key changes or the component unmounts.
 */
export function useFileUrl(key?: string | null): FileUrl {
  const [state, setState] = useState<FileUrl>({ loading: Boolean(key) });
  useEffect(() => {
    if (!key) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- state follows the key; the download is async
      setState({ loading: false });
      return undefined;
    }
    const controller = new AbortController();
    let url: string | undefined;
    setState({ loading: true });
    fetchFile(FILE_PATHS.download(key), controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ url, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ loading: false, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [key]);
  return state;
}
