/** @jest-environment jsdom */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { theme } from '@/theme';
import { AppHeaderBar } from './AppHeaderBar';

let mockSession = { isAdmin: false, signedIn: false };
jest.mock('@/features/auth', () => ({ useSession: () => mockSession }));
jest.mock('../lazyParts', () => ({ LazyHeaderMenu: ({ label }: { label: string }) => <nav aria-label={label} /> }));

const renderBar = (ui: React.ReactElement) => render(<MantineProvider theme={theme}>{ui}</MantineProvider>);

describe('AppHeaderBar: which menu the header carries', () => {
  it('shows no menu on the /login entry (outside the router) even once an admin session has started there', () => {
    mockSession = { isAdmin: true, signedIn: true };
    renderBar(<AppHeaderBar variant="plain" outsideRouter />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("gives an admin the admin menu on the app's plain pages (the back office)", () => {
    mockSession = { isAdmin: true, signedIn: true };
    renderBar(<AppHeaderBar variant="plain" />);
    expect(screen.getByRole('navigation', { name: 'Admin menu' })).toBeInTheDocument();
  });

  it('gives a signed-in customer the customer menu and a signed-out visitor none', () => {
    mockSession = { isAdmin: false, signedIn: true };
    const { unmount } = renderBar(<AppHeaderBar variant="customer" />);
    expect(screen.getByRole('navigation', { name: 'Customer menu' })).toBeInTheDocument();
    unmount();
    mockSession = { isAdmin: false, signedIn: false };
    renderBar(<AppHeaderBar variant="customer" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
