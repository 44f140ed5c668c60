import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ResourceContextProvider, type DataProvider } from 'ra-core';
import { AdminContext, Notification } from 'react-admin';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_MESSAGES, type UploadedFile } from '../../domain/files';
import { ROLES } from '../../domain/roles';
import { FileUploadButton } from '../../src/components/files/FileUploadButton';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { brandMaster } from '../../src/resources/masters/config/base';
import MasterCreate from '../../src/resources/masters/MasterCreate';
import { authAs } from './support/fakeAuthProvider';
import { fakeDataProvider } from './support/fakeDataProvider';

vi.mock('../../src/authProvider/session', () => ({ accessToken: vi.fn(async () => 'access-token') }));

/** What the browser would have sent through XMLHttpRequest. */
interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  respond(status: number, body: unknown): void;
}

let sent: SentRequest[] = [];

/** XMLHttpRequest as uploadFile uses it; the test decides when and how the server answers. */
class FakeXhr {
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  timeout = 0;
  status = 0;
  statusText = '';
  responseText = '';
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    sent.push({
      method: this.method,
      url: this.url,
      headers: this.headers,
      body,
      respond: (status, answer) => {
        this.upload.onload?.();
        this.status = status;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      },
    });
  }
}

// Node's Response next to jsdom: its body is bytes, not a jsdom Blob.
const fetchMock = vi.fn(
  async (..._args: unknown[]) =>
    new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'content-type': 'image/png' } }),
);

beforeEach(() => {
  sent = [];
  fetchMock.mockClear();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:stored-image');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderInAdmin(children: ReactNode, dataProvider: DataProvider = fakeDataProvider([]), path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authAs(ROLES.admin)}
        i18nProvider={createI18nProvider('en')}
      >
        {children}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });
const pdf = () => new File(['%PDF-1.4 sample'], 'aadhar.pdf', { type: 'application/pdf' });

function renderButton() {
  const onUploaded = vi.fn<(file: UploadedFile) => void>();
  const onRejected = vi.fn<(message: string) => void>();
  renderInAdmin(
    <FileUploadButton
      entityType="channelPartner"
      entityId="CP1001"
      accept={['pdf', 'png', 'jpg', 'jpeg']}
      label="Upload Aadhar"
      onUploaded={onUploaded}
      onRejected={onRejected}
    />,
  );
  return { onUploaded, onRejected, input: screen.getByTestId('file-input-channelPartner') };
}

describe('FileUploadButton', () => {
  it('opens a chooser limited to the accepted extensions', () => {
    const { input } = renderButton();
    expect(input).toHaveAttribute('accept', '.pdf,.png,.jpg,.jpeg');
    expect(screen.getByRole('button', { name: 'Upload Aadhar' })).toBeEnabled();
  });

  it(
    'refuses a wrong extension before sending anything: ' + 'the message to the caller, the toast to the user',
    async () => {
      const { input, onRejected, onUploaded } = renderButton();
      choose(input, new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
      expect(onRejected).toHaveBeenCalledWith(FILE_MESSAGES.unsupported);
      expect(await screen.findByText(FILE_MESSAGES.unsupportedToast)).toBeInTheDocument();
      expect(sent).toEqual([]);
      expect(onUploaded).not.toHaveBeenCalled();
    },
  );

  it(
    'uploads a good file with the id and entity type before the file, ' +
      'shows progress, and hands back the stored file',
    async () => {
      const { input, onUploaded, onRejected } = renderButton();
      choose(input, pdf());
      await waitFor(() => expect(sent).toHaveLength(1));
      const [request] = sent;
      expect(request.method).toBe('POST');
      expect(request.url).toMatch(/\/master\/s3files\/upload$/);
      expect(request.headers.authorization).toBe('Bearer access-token');
      expect([...request.body.keys()]).toEqual(['id', 'entityType', 'file']);
      expect(request.body.get('id')).toBe('CP1001');
      expect(request.body.get('entityType')).toBe('channelPartner');
      expect((request.body.get('file') as File).name).toBe('aadhar.pdf');
      expect(await screen.findByRole('button', { name: /Uploading… 0%/ })).toBeDisabled();

      const stored = { name: 'aadhar.pdf', type: 'application/pdf', key: 'channelPartner/CP1001/4b1d.pdf', size: 15 };
      request.respond(201, stored);
      await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored));
      expect(onRejected).not.toHaveBeenCalled();
      expect(await screen.findByRole('button', { name: 'Upload Aadhar' })).toBeEnabled();
    },
  );

  it("passes the server's refusal on to the caller and the user", async () => {
    const { input, onRejected, onUploaded } = renderButton();
    choose(input, pdf());
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0].respond(400, { message: FILE_MESSAGES.unsupported, errors: { file: FILE_MESSAGES.unsupported } });
    await waitFor(() => expect(onRejected).toHaveBeenCalledWith(FILE_MESSAGES.unsupported));
    expect(await screen.findByText(FILE_MESSAGES.unsupported)).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});

describe('master image input (brand logo)', () => {
  it(
    'uploads the logo under the brand entity, ' + 'shows it from the store and saves {name, type, key} with the brand',
    async () => {
      const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
        data: { ...data, id: 'BID101' },
      }));
      renderInAdmin(
        <ResourceContextProvider value={brandMaster.resource}>
          <MasterCreate config={brandMaster} />
        </ResourceContextProvider>,
        fakeDataProvider([], { create } as Partial<DataProvider>),
        '/masters/brand/create',
      );
      fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: 'Voltas' } });

      choose(screen.getByTestId('file-input-brand'), new File(['%PDF'], 'logo.gif', { type: 'image/gif' }));
      expect(await screen.findAllByText(FILE_MESSAGES.unsupported)).not.toHaveLength(0);
      expect(sent).toEqual([]);

      choose(screen.getByTestId('file-input-brand'), new File(['png'], 'voltas.png', { type: 'image/png' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0].body.get('entityType')).toBe('brand');
      // A brand not saved yet has no id: its logo is filed under 'new'.
      expect(sent[0].body.get('id')).toBe('new');
      sent[0].respond(201, { name: 'voltas.png', type: 'image/png', key: 'brand/new/9f2c.png', size: 3 });

      await waitFor(() =>
        expect(screen.getByRole('img', { name: 'voltas.png' })).toHaveAttribute('src', 'blob:stored-image'),
      );
      expect(String(fetchMock.mock.calls[0][0])).toMatch(/\/master\/s3files\/download\/brand%2Fnew%2F9f2c\.png$/);
      expect(screen.getByText('voltas.png')).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(create).toHaveBeenCalledWith(
          'masters/brand',
          expect.objectContaining({
            data: expect.objectContaining({
              name: 'Voltas',
              logo: { name: 'voltas.png', type: 'image/png', key: 'brand/new/9f2c.png' },
            }),
          }),
        ),
      );
    },
  );
});
