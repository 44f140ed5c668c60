import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import BookRequestGate from '../../src/console/BookRequestGate';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { fakeDataProvider } from './support/fakeDataProvider';
import { authAs } from './support/fakeAuthProvider';

vi.mock('../../src/resources/customers/CustomerWorkspace', () => ({
  CustomerWorkspace: ({ raising }: { raising: boolean }) => <p>{`customer workspace, raising ${String(raising)}`}</p>,
}));

function renderGate(role: Role, dealerStatus?: string) {
  const authProvider = { ...authAs(role), getIdentity: async () => ({ id: 'U1', fullName: 'Someone', dealerStatus }) };
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={fakeDataProvider([])}
        authProvider={authProvider}
        i18nProvider={createI18nProvider('en')}
      >
        <BookRequestGate />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('/book-request', () => {
  it('an admin gets the customer lookup in raising mode', async () => {
    renderGate(ROLES.admin);
    expect(await screen.findByText('customer workspace, raising true')).toBeInTheDocument();
  });

  it('an Active dealer books', async () => {
    renderGate(ROLES.dealer, 'Active');
    expect(await screen.findByText('customer workspace, raising true')).toBeInTheDocument();
  });

  it('a pending dealer sees the waiting screen, an Inactive one the forbidden page', async () => {
    const { unmount } = renderGate(ROLES.dealer, 'Pending');
    expect(await screen.findByText('Profile is under review.')).toBeInTheDocument();
    expect(screen.queryByText(/customer workspace/)).toBeNull();
    unmount();
    renderGate(ROLES.dealer, 'Inactive');
    expect(await screen.findByText('403 Forbidden!')).toBeInTheDocument();
    expect(screen.queryByText(/customer workspace/)).toBeNull();
  });

  it('any other role is forbidden', async () => {
    renderGate(ROLES.customerCare);
    expect(await screen.findByText('403 Forbidden!')).toBeInTheDocument();
  });
});
