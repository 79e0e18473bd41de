/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { renderUi } from '@/testing/render';
import { fakeViewport } from '@/testing/viewport';
import { HomePage } from './HomePage';

/**
 * The payments section's stand-in: like PaymentsSection, it keeps whether its dialog is open and
 * what was entered in its own state, so that state lives only as long as the section is mounted.
 */
function FakePaymentsSection() {
  const [step, setStep] = useState<'closed' | 'entry' | 'result'>('closed');
  const [amount, setAmount] = useState('');
  if (step === 'closed') return <button onClick={() => setStep('entry')}>Pay Now</button>;
  // In a portal, as Mantine's Modal renders the Pay Now wizard.
  return createPortal(
    <div role="dialog" aria-label="Pay Now">
      {step === 'entry' ? (
        <>
          <input aria-label="Amount" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
          <button onClick={() => setStep('result')}>Confirm</button>
        </>
      ) : (
        <>
          <p>Success! Paid {amount}</p>
          <button onClick={() => setStep('closed')}>Close</button>
        </>
      )}
    </div>,
    document.body,
  );
}

jest.mock('../lazySections', () => ({
  LazySectionBody: ({ id }: { id: string }) => (id === 'payments' ? <FakePaymentsSection /> : <p>{id} body</p>),
}));
jest.mock('./PromoBanner', () => ({ PromoBanner: () => null }));
jest.mock('@/features/policies', () => ({
  policiesQueryOptions: () => ({ queryKey: ['policies'], queryFn: async () => [] }),
}));
jest.mock('@/features/auth', () => ({
  profileQueryOptions: () => ({ queryKey: ['profile'], queryFn: async () => ({ name: 'Emily Carter' }) }),
}));

describe('HomePage across the 767 px breakpoint', () => {
  it('keeps a dialog opened in a section (Pay Now at its result) when a desktop window is narrowed to a phone and widened again', async () => {
    const viewport = fakeViewport(false);
    const { user } = renderUi(
      <Suspense fallback={null}>
        <HomePage />
      </Suspense>,
    );
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }, { timeout: 10_000 }));
    await user.type(screen.getByLabelText('Amount'), '182.40');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Success! Paid 182.40')).toBeInTheDocument();

    viewport.resize(true);
    expect(screen.getByText('Success! Paid 182.40')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    // The phone layout still shows only the tiles: the sections kept for the dialog are hidden.
    expect(screen.queryByRole('heading', { name: 'Claims' })).not.toBeInTheDocument();

    viewport.resize(false);
    expect(screen.getByText('Success! Paid 182.40')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Claims' })).toBeVisible();
  });

  it('a phone that never showed the desktop layout renders no section', async () => {
    fakeViewport(true);
    renderUi(
      <Suspense fallback={null}>
        <HomePage />
      </Suspense>,
    );
    await screen.findByTestId('home-tiles', {}, { timeout: 10_000 });
    expect(screen.queryByText('claims body')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });
});
