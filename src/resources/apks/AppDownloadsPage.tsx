import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePermissions, useTranslate } from 'ra-core';
import { DataTable, ListContextProvider, Title, useList } from 'react-admin';
import { useMemo, useState } from 'react';
import type { ApkBuild } from '../../../domain/apks/constants';
import { formatTimestamp } from '../../../domain/displayFormat';
import { FILE_PATHS } from '../../../domain/fileRules';
import { ROLES, type Role } from '../../../domain/roles';
import { ErrorBlock } from '../../components/ErrorBlock';
import { useNotifyText } from '../../components/useNotifyText';
import type { RouteEntry } from '../../console/routeTable';
import { downloadFile } from '../../dataProvider/uploadFile';
import { formatSize, useApkBuilds } from './api';
import { ApkUploadDialog } from './ApkUploadDialog';
import { WIDE_TABLE } from '../../components/list/listTable';

function DownloadButton({ build }: { build: ApkBuild }) {
  const translate = useTranslate();
  const notify = useNotifyText();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      aria-label={`${translate('apks.download')} ${build.name}`}
      onClick={() =>
        void downloadFile(FILE_PATHS.download(build.key), build.name).catch((error: Error) =>
          notify(error.message, 'error'),
        )
      }
    >
      {translate('apks.download')}
    </Button>
  );
}

/** allapks: the mobile app builds, newest first, each downloadable; admins upload new builds. */
export default function AppDownloadsPage(_props: { route: RouteEntry }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role | undefined>();
  const { data, error, isPending, refetch } = useApkBuilds();
  const [uploading, setUploading] = useState(false);
  const rows = useMemo(() => (data ?? []).map((build) => ({ ...build, id: build.key })), [data]);
  const list = useList({ data: rows, isPending });
  const app = (build: ApkBuild) => (build.appName ? translate(`apks.apps.${build.appName}`) : '--');
  return (
    <Card variant="outlined" sx={{ my: 2 }}>
      <Title title={translate('apks.title')} />
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="body2">{translate('apks.intro')}</Typography>
          {permissions === ROLES.admin && (
            <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setUploading(true)}>
              {translate('apks.upload')}
            </Button>
          )}
        </Stack>
        {error ? (
          <ErrorBlock onReload={() => void refetch()} />
        ) : isPending ? (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        ) : (
          <ListContextProvider value={list}>
            <DataTable
              resource="apks"
              sx={WIDE_TABLE}
              bulkActionButtons={false}
              rowClick={false}
              empty={<Typography sx={{ py: 2 }}>{translate('apks.none')}</Typography>}
            >
              <DataTable.Col source="appName" label={translate('apks.appName')} render={app} />
              <DataTable.Col
                source="version"
                label={translate('apks.version')}
                render={(build: ApkBuild) => build.version ?? '--'}
              />
              <DataTable.Col
                source="size"
                label={translate('apks.size')}
                render={(build: ApkBuild) => formatSize(build.size)}
              />
              <DataTable.Col
                source="uploadedAt"
                label={translate('apks.uploadedAt')}
                render={(build: ApkBuild) => (build.uploadedAt ? formatTimestamp(build.uploadedAt) : '--')}
              />
              <DataTable.Col
                source="uploadedBy"
                label={translate('apks.uploadedBy')}
                render={(build: ApkBuild) => build.uploadedBy ?? '--'}
              />
              <DataTable.Col source="name" label={translate('apks.fileName')} />
              <DataTable.Col
                label={translate('apks.download')}
                align="right"
                render={(build: ApkBuild) => <DownloadButton build={build} />}
              />
            </DataTable>
          </ListContextProvider>
        )}
      </CardContent>
      {uploading && <ApkUploadDialog onClose={() => setUploading(false)} />}
    </Card>
  );
}
