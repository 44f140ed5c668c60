import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APK_MESSAGES, APK_PATHS, type ApkBuild } from '../../domain/apks/schemas';
import { FILE_PATHS } from '../../domain/fileRules';
import { ROLES, type Role } from '../../domain/roles';
import { ROUTES } from '../../src/console/routeTable';
import { httpClient } from '../../src/dataProvider/httpClient';
import { downloadFile, uploadFile } from '../../src/dataProvider/uploadFile';
import { fakeHttp, renderInConsole, type RouteTable } from './profileFixtures';
import { calls } from './techniciansFixtures';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.mock('../../src/dataProvider/uploadFile', () => ({
  uploadFile: vi.fn(),
  fetchFile: vi.fn(),
  downloadFile: vi.fn(async () => undefined),
}));
vi.setConfig({ testTimeout: 40_000 });

// What the Vite build writes in (scripts/vite/aboutBuild.ts), set before the about page reads it.
vi.stubGlobal('__APP_VERSION__', '1.4.0');
vi.stubGlobal('__APP_COMMIT__', '3e75d46');
vi.stubGlobal('__APP_BUILT_AT__', '2026-05-04T06:30:00.000Z');
vi.stubGlobal('__APP_LICENCES_URL__', '/licences.json');
const { default: AboutPage } = await import('../../src/app/about/AboutPage');
const { default: AppDownloadsPage } = await import('../../src/resources/apks/AppDownloadsPage');

const route = (path: string) => ROUTES.find((entry) => entry.path === path)!;
const PACKAGES = [
  { name: 'react-admin', version: '5.12.0', licence: 'MIT' },
  { name: '@aws-amplify/auth', version: '6.15.0', licence: 'Apache-2.0' },
  ...Array.from({ length: 30 }, (_, index) => ({ name: `package-${index + 1}`, version: '1.0.0', licence: 'ISC' })),
];
const licencesFetch = vi.fn(async (url: string) =>
  url === '/licences.json' ? new Response(JSON.stringify(PACKAGES)) : new Response('', { status: 404 }),
);

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  vi.mocked(uploadFile).mockReset();
  vi.mocked(downloadFile).mockClear();
  vi.stubGlobal('fetch', licencesFetch);
});

describe('about Reloop', () => {
  it('is open to everyone signed in', () => {
    expect(route('about-us')).toMatchObject({ roles: 'signedIn', page: 'about' });
    expect(route('allapks')).toMatchObject({ roles: 'signedIn', page: 'appDownloads' });
  });

  it('shows the version, build and build time, and the shipped packages with their licences, searchable', async () => {
    renderInConsole(<AboutPage route={route('about-us')} />, { role: ROLES.dealer });
    expect(screen.getByTestId('about-version')).toHaveTextContent('1.4.0');
    expect(screen.getByTestId('about-build')).toHaveTextContent('3e75d46');
    expect(screen.getByText('04/05/2026 12:00')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(screen.getByText('32 packages')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Package', 'Version', 'Licence']);
    const amplify = within(within(table).getByText('@aws-amplify/auth').closest('tr')!);
    expect(amplify.getByText('6.15.0')).toBeInTheDocument();
    expect(amplify.getByText('Apache-2.0')).toBeInTheDocument();
    // 25 a page.
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search packages or licences' }), {
      target: { value: 'apache' },
    });
    expect(await screen.findByText('1 packages')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByText('react-admin')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search packages or licences' }), {
      target: { value: 'GPL-3.0' },
    });
    expect(await screen.findByText('No package matches')).toBeInTheDocument();
  });
});

describe('mobile app downloads', () => {
  const BUILDS: ApkBuild[] = [
    {
      name: 'reloop-technician-1.4.0.apk',
      key: 'apks/reloop-technician-1.4.0.apk',
      appName: 'Technician app',
      version: '1.4.0',
      size: 48.25 * 1024 * 1024,
      uploadedAt: '2026-05-04T06:30:00.000Z',
      uploadedBy: 'admin@reloop.test',
    },
    { name: 'old-customer.apk', key: 'apks/old-customer.apk' },
  ];

  function renderPage(role: Role, routes: RouteTable = {}) {
    const fake = fakeHttp({ [`GET ${APK_PATHS.list}`]: BUILDS, ...routes });
    vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
    renderInConsole(<AppDownloadsPage route={route('allapks')} />, { role });
    return fake;
  }
  const rowOf = async (text: string) => within((await screen.findByText(text)).closest('tr')!);

  it('lists each build with its app, version, size, upload time and a download', async () => {
    renderPage(ROLES.technician);
    const latest = await rowOf('reloop-technician-1.4.0.apk');
    expect(latest.getByText('Technician app')).toBeInTheDocument();
    expect(latest.getByText('1.4.0')).toBeInTheDocument();
    expect(latest.getByText('48.3 MB')).toBeInTheDocument();
    expect(latest.getByText('04/05/2026 12:00')).toBeInTheDocument();
    expect(latest.getByText('admin@reloop.test')).toBeInTheDocument();
    // A file put in the store by hand has only its name.
    const byHand = await rowOf('old-customer.apk');
    expect(byHand.getAllByText('--')).toHaveLength(5);
    fireEvent.click(latest.getByRole('button', { name: 'Download reloop-technician-1.4.0.apk' }));
    expect(downloadFile).toHaveBeenCalledWith(
      FILE_PATHS.download('apks/reloop-technician-1.4.0.apk'),
      'reloop-technician-1.4.0.apk',
    );
  });

  it('says so when there is no build yet', async () => {
    renderPage(ROLES.admin, { [`GET ${APK_PATHS.list}`]: [] });
    expect(await screen.findByText('No app builds yet')).toBeInTheDocument();
  });

  it('lets only admins upload a build', async () => {
    renderPage(ROLES.channelPartner);
    await rowOf('old-customer.apk');
    expect(screen.queryByRole('button', { name: 'Upload Build' })).not.toBeInTheDocument();
  });

  describe('the upload', () => {
    const openDialog = async (routes: RouteTable = {}) => {
      const fake = renderPage(ROLES.admin, routes);
      await rowOf('old-customer.apk');
      fireEvent.click(screen.getByRole('button', { name: 'Upload Build' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Upload Build' }));
      return { fake, dialog };
    };
    const choose = (name: string) =>
      fireEvent.change(screen.getByTestId('apk-file'), { target: { files: [new File(['PK'], name)] } });
    const fill = async (dialog: ReturnType<typeof within>, version: string) => {
      fireEvent.mouseDown(dialog.getByRole('combobox', { name: /^App/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Technician app' }));
      fireEvent.change(dialog.getByRole('textbox', { name: /^Version/ }), { target: { value: version } });
    };

    it('asks for the app, the version and the file before sending anything', async () => {
      const { dialog } = await openDialog();
      fireEvent.click(dialog.getByRole('button', { name: 'Upload Build' }));
      expect(await dialog.findByText(APK_MESSAGES.appNameRequired)).toBeInTheDocument();
      expect(dialog.getByText(APK_MESSAGES.versionRequired)).toBeInTheDocument();
      await fill(dialog, '1.5');
      fireEvent.click(dialog.getByRole('button', { name: 'Upload Build' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(APK_MESSAGES.fileRequired);
      fireEvent.change(dialog.getByRole('textbox', { name: /^Version/ }), { target: { value: 'one.five' } });
      fireEvent.blur(dialog.getByRole('textbox', { name: /^Version/ }));
      expect(await dialog.findByText(APK_MESSAGES.versionInvalid)).toBeInTheDocument();
      expect(uploadFile).not.toHaveBeenCalled();
    });

    it(
      'refuses a file that is not an .apk by its name, ' +
        'and shows the server’s refusal of one that is not an Android package',
      async () => {
        vi.mocked(uploadFile).mockRejectedValue(
          new HttpError(APK_MESSAGES.notApk, 400, {
            message: APK_MESSAGES.notApk,
            errors: { file: APK_MESSAGES.notApk },
          }),
        );
        const { dialog } = await openDialog();
        await fill(dialog, '1.5.0');
        choose('photo.png');
        expect(await dialog.findByRole('alert')).toHaveTextContent(APK_MESSAGES.notApk);
        expect(dialog.getByRole('button', { name: 'Upload Build' })).toBeDisabled();
        choose('renamed.apk');
        await waitFor(() => expect(dialog.queryByRole('alert')).not.toBeInTheDocument());
        expect(dialog.getByText('renamed.apk')).toBeInTheDocument();
        fireEvent.click(dialog.getByRole('button', { name: 'Upload Build' }));
        expect(await dialog.findByRole('alert')).toHaveTextContent(APK_MESSAGES.notApk);
        expect(screen.getByRole('dialog', { name: 'Upload Build' })).toBeInTheDocument();
      },
    );

    it('shows a version already uploaded under the version', async () => {
      vi.mocked(uploadFile).mockRejectedValue(
        new HttpError(APK_MESSAGES.duplicate, 409, {
          message: APK_MESSAGES.duplicate,
          errors: { version: APK_MESSAGES.duplicate },
        }),
      );
      const { dialog } = await openDialog();
      await fill(dialog, '1.4.0');
      choose('reloop-technician-1.4.0.apk');
      fireEvent.click(dialog.getByRole('button', { name: 'Upload Build' }));
      expect(await dialog.findByText(APK_MESSAGES.duplicate)).toBeInTheDocument();
      expect(dialog.getByRole('textbox', { name: /^Version/ })).toHaveAttribute('aria-invalid', 'true');
    });

    it('uploads the build with its app and version, then lists it', async () => {
      const uploaded: ApkBuild = {
        ...BUILDS[0],
        name: 'reloop-technician-1.5.0.apk',
        key: 'apks/reloop-technician-1.5.0.apk',
        version: '1.5.0',
      };
      let builds = BUILDS;
      vi.mocked(uploadFile).mockImplementation(async () => {
        builds = [uploaded, ...BUILDS];
        return uploaded;
      });
      const { fake, dialog } = await openDialog({ [`GET ${APK_PATHS.list}`]: () => builds });
      await fill(dialog, '1.5.0');
      choose('reloop-technician-1.5.0.apk');
      fireEvent.click(dialog.getByRole('button', { name: 'Upload Build' }));
      expect(await screen.findByText('App build uploaded')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(vi.mocked(uploadFile).mock.calls[0][0]).toBe(APK_PATHS.upload);
      expect(vi.mocked(uploadFile).mock.calls[0][3]).toEqual({ appName: 'Technician app', version: '1.5.0' });
      expect((await rowOf('reloop-technician-1.5.0.apk')).getByText('1.5.0')).toBeInTheDocument();
      expect(calls(fake, `GET ${APK_PATHS.list}`)).toHaveLength(2);
    });
  });
});
