import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { EmptyState } from '../../src/components/EmptyState';
import { ErrorBlock } from '../../src/components/ErrorBlock';
import { ErrorBoundary } from '../../src/components/ErrorBoundary';
import { ExportProgress } from '../../src/components/list/export/ExportProgress';
import { trackExport } from '../../src/components/list/export/exportProgressStore';
import { FilterBar } from '../../src/components/list/FilterBar';
import { Pager } from '../../src/components/list/Pager';
import { RemarkDialog } from '../../src/components/RemarkDialog';
import { SuccessDialog } from '../../src/components/SuccessDialog';
import { RoleGate } from '../../src/console/RoleGate';
import { ComingSoonPage } from '../../src/app/public/ComingSoonPage';
import { NotFoundPage } from '../../src/app/public/NotFoundPage';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { authAs } from './support/fakeAuthProvider';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('generic screens', () => {
  const gate = (role: Role) =>
    render(
      <MemoryRouter>
        <AdminContext authProvider={authAs(role)}>
          <RoleGate roles={[ROLES.admin]}>
            <p>Masters page</p>
          </RoleGate>
        </AdminContext>
      </MemoryRouter>,
    );

  it('shows the 403 page to the wrong role', async () => {
    gate(ROLES.channelPartner);
    expect(await screen.findByText('403 Forbidden!')).toBeInTheDocument();
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Masters page')).not.toBeInTheDocument();
  });

  it('shows the page to the right role', async () => {
    gate(ROLES.admin);
    expect(await screen.findByText('Masters page')).toBeInTheDocument();
  });

  it('has the not-found and coming-soon texts', () => {
    render(<NotFoundPage />);
    expect(screen.getByText('Nothing here!')).toBeInTheDocument();
    expect(screen.getByText('The page requested does not exist.')).toBeInTheDocument();
    render(<ComingSoonPage />);
    expect(screen.getByText('Coming Soon!')).toBeInTheDocument();
    expect(screen.getByText('Under Development')).toBeInTheDocument();
  });

  it("pages with 'Page X of N'", () => {
    const onChange = vi.fn();
    render(<Pager page={1} pageCount={4} onChange={onChange} />);
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('pages on past a capped count, shown as a lower bound', () => {
    const onChange = vi.fn();
    render(<Pager page={1000} pageCount={1000} onChange={onChange} more />);
    expect(screen.getByText('Page 1,000 of 1,000+')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(1001);
  });

  it('says which records a page shows and jumps to a typed page, never past the last', () => {
    const onChange = vi.fn();
    render(<Pager page={2} pageCount={15479} onChange={onChange} total={154790} perPage={10} />);
    expect(screen.getByText('Page 2 of 15,479')).toBeInTheDocument();
    expect(screen.getByText('11–20 of 1,54,790')).toBeInTheDocument();
    const jump = screen.getByRole('spinbutton', { name: 'Go to page' });
    fireEvent.change(jump, { target: { value: '1200' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(1200);
    fireEvent.change(jump, { target: { value: '99999' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(15479);
    fireEvent.change(jump, { target: { value: '0' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('offers no jump on a short list', () => {
    render(<Pager page={1} pageCount={2} onChange={vi.fn()} total={15} perPage={10} />);
    expect(screen.getByText('1–10 of 15')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it("shows 'No Data Available' with an optional 'Add Details'", () => {
    const onAdd = vi.fn();
    // The empty state lives in the console's lists: it reads its labels from react-admin's i18nProvider.
    const i18n = ({ children }: { children: ReactNode }) => (
      <I18nContextProvider value={createI18nProvider('en')}>{children}</I18nContextProvider>
    );
    const { rerender } = render(<EmptyState />, { wrapper: i18n });
    expect(screen.getByText('No Data Available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Details' })).not.toBeInTheDocument();
    rerender(<EmptyState onAdd={onAdd} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Details' }));
    expect(onAdd).toHaveBeenCalled();
  });

  it('reloads from the error block', () => {
    const onReload = vi.fn();
    render(<ErrorBlock onReload={onReload} />);
    expect(screen.getByText('Error loading data, please try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload Data' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('keeps the remark Submit disabled while the remark is empty', () => {
    const onSubmit = vi.fn();
    render(<RemarkDialog open title="Reject" onSubmit={onSubmit} onClose={() => undefined} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Remark' }), { target: { value: '   ' } });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Remark' }), { target: { value: 'Missing GST' } });
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('Missing GST');
  });

  it('shows the success dialog with title, message, extra and Done', () => {
    const onDone = vi.fn();
    render(
      <SuccessDialog
        open
        title="Verification Successful"
        message="You have successfully onboarded channel partner"
        extra="CP101"
        onDone={onDone}
      />,
    );
    expect(screen.getByText('Verification Successful')).toBeInTheDocument();
    expect(screen.getByText('You have successfully onboarded channel partner')).toBeInTheDocument();
    expect(screen.getByText('CP101')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('filter bar has Clear, Export and Apply, and no Export without an export action', () => {
    const actions = { onApply: vi.fn(), onClear: vi.fn(), onExport: vi.fn() };
    const { rerender } = render(<FilterBar {...actions}>fields</FilterBar>);
    // Closed until opened when no filter is applied (issue 11: the rows get the room).
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Clear', 'Export', 'Apply'] as const) fireEvent.click(screen.getByRole('button', { name }));
    expect(actions.onClear).toHaveBeenCalled();
    expect(actions.onExport).toHaveBeenCalled();
    expect(actions.onApply).toHaveBeenCalled();
    rerender(
      <FilterBar onApply={actions.onApply} onClear={actions.onClear}>
        fields
      </FilterBar>,
    );
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('filter bar becomes a dialog on mobile', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      const onApply = vi.fn();
      render(
        <FilterBar onApply={onApply} onClear={() => undefined}>
          <span>state field</span>
        </FilterBar>,
      );
      expect(screen.queryByText('state field')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      expect(screen.getByRole('dialog')).toHaveTextContent('state field');
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(onApply).toHaveBeenCalled();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      window.matchMedia = original;
    }
  });

  it('catches a rendering error and goes to /dashboard', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const Broken = () => {
      throw new Error('broken');
    };
    render(
      <ErrorBoundary redirectDelayMs={1000}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText(/Something went wrong\.\.\.\./)).toBeInTheDocument();
    expect(screen.getByText('Redirecting to Dashboard')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(assign).toHaveBeenCalledWith('/dashboard');
  });
});

describe('export panel', () => {
  it(
    'lists a running export with its record count in Indian grouping, ' +
      'the bytes received, and a Cancel that stops it',
    async () => {
      let progress: (bytes: number) => void = () => {};
      let stopped = false;
      const done = trackExport('Pincodes', 154790, (onProgress, signal) => {
        progress = onProgress;
        return new Promise<void>((resolve) => signal.addEventListener('abort', () => ((stopped = true), resolve())));
      });
      render(
        <I18nContextProvider value={createI18nProvider('en')}>
          <ExportProgress />
        </I18nContextProvider>,
      );
      act(() => progress(2_500_000));
      expect(await screen.findByText(/1,54,790 records · 2\.5 MB received/)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await done;
      expect(stopped).toBe(true);
      await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    },
  );
});
