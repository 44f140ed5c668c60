import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { SidebarMenu } from '../../src/console/layout/SidebarMenu';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { authAs } from './support/fakeAuthProvider';

const atProducts = (children: ReactNode) => (
  <MemoryRouter initialEntries={['/dashboard/masters/product']}>
    <AdminContext authProvider={authAs(ROLES.admin)} i18nProvider={createI18nProvider('en')}>
      {children}
    </AdminContext>
  </MemoryRouter>
);

/** Longer than a tooltip's enter delay (100 ms). */
const pastTooltipDelay = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the sidebar menu', () => {
  it('pinned: shows the role’s entries by their labels, the current group open, and no tooltips', async () => {
    render(atProducts(<SidebarMenu expanded />));
    const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
    expect(screen.getByRole('link', { name: 'Base Masters' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Channel Partners' })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.mouseOver(dashboard);
    await pastTooltipDelay();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it(
    'collapsed to its icons: each entry is named by its tooltip, ' + 'and hovering it open keeps the same buttons',
    async () => {
      const { rerender } = render(atProducts(<SidebarMenu expanded={false} collapsible />));
      const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
      expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
      fireEvent.mouseOver(dashboard);
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Dashboard');

      rerender(atProducts(<SidebarMenu expanded collapsible />));
      expect(screen.getByRole('link', { name: 'Dashboard' })).toBe(dashboard);
      expect(screen.getByText('Dashboard')).toBeInTheDocument();
    },
  );

  it(
    'opens the group of the page reached from elsewhere and ' + 'marks its entry (issue 31: the open master unmarked)',
    async () => {
      let navigate: (to: string) => void = () => undefined;
      function Navigator() {
        navigate = useNavigate();
        return null;
      }
      render(
        <MemoryRouter initialEntries={['/dashboard']}>
          <AdminContext authProvider={authAs(ROLES.admin)} i18nProvider={createI18nProvider('en')}>
            <Navigator />
            <SidebarMenu expanded />
          </AdminContext>
        </MemoryRouter>,
      );
      await screen.findByRole('link', { name: 'Dashboard' });
      expect(screen.queryByRole('link', { name: 'Base Masters' })).not.toBeInTheDocument();
      act(() => navigate('/dashboard/masters/category'));
      expect(await screen.findByRole('link', { name: 'Base Masters' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('button', { name: 'Masters' })).toHaveAttribute('aria-expanded', 'true');
    },
  );
});
