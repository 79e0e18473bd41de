/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { ApiReplyError } from '@/api/client';
import { renderUi } from '@/testing/render';
import { ConfirmAction } from './ConfirmAction';

describe('ConfirmAction (an action that cannot be undone)', () => {
  it('asks the question and reports done after the action succeeded', async () => {
    const run = jest.fn().mockResolvedValue(undefined);
    const onDone = jest.fn();
    const { user } = renderUi(<ConfirmAction question="Delete Work card?" errorPrefix="Error" run={run} onDone={onDone} />);
    expect(await screen.findByText('Delete Work card?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stays open with the prefix and the server reasons when the action fails, so it can be tried again', async () => {
    const run = jest.fn().mockRejectedValueOnce(new ApiReplyError(['The payment is already processing.'], {}, 422, 'SCHEDULED_PAYMENT_INVALID'));
    const onDone = jest.fn();
    const { user } = renderUi(<ConfirmAction question="Delete it?" confirmLabel="Yes, delete it" errorPrefix="Delete failed" run={run} onDone={onDone} />);
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed: The payment is already processing.');
    expect(onDone).not.toHaveBeenCalled();
    run.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
  });

  it('No closes without running the action', async () => {
    const run = jest.fn();
    const onDone = jest.fn();
    const { user } = renderUi(<ConfirmAction question="Cancel it?" errorPrefix="Error" run={run} onDone={onDone} />);
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(onDone).toHaveBeenCalledWith(false);
    expect(run).not.toHaveBeenCalled();
  });
});
