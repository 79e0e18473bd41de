/** @jest-environment jsdom */
import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen, waitFor } from '@testing-library/react';
import { ApiReplyError } from '@/api/client';
import { renderUi } from '@/testing/render';
import { FormErrorAlert } from './FormErrorAlert';
import { ruleFor } from './constraints';
import { SpecPasswordInput, SpecTextInput } from './SpecInputs';
import { type CodeHandlers, useServerSubmit } from './useServerSubmit';

/** A small form written the way forms/README.md says. */
function AccountForm({ send, onCode }: { send: (values: { username: string; password: string }) => Promise<unknown>; onCode?: CodeHandlers }) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: {
      username: ruleFor('RegisterRequest', 'username', 'Email'),
      password: ruleFor('RegisterRequest', 'password', 'Password'),
    },
  });
  const { onSubmit, failure } = useServerSubmit(form, send, { onCode });
  return (
    <form onSubmit={onSubmit} noValidate>
      {failure && <FormErrorAlert title="Account Not Created" errors={failure.errors} testId={`failure-${failure.code ?? 'none'}`} />}
      <SpecTextInput schema="RegisterRequest" field="username" form={form} label="Email" />
      <SpecPasswordInput schema="RegisterRequest" field="password" form={form} label="Password" />
      <Button type="submit">Create Account</Button>
    </form>
  );
}

async function fillAndSubmit(user: ReturnType<typeof renderUi>['user']) {
  await user.type(await screen.findByLabelText(/Email/), 'ann@example.com');
  await user.type(screen.getByLabelText(/Password/), 'Lantern-Tide-47');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe(useServerSubmit.name, () => {
  it('marks the field the server names, shows every error line, and focuses that field', async () => {
    const send = jest
      .fn()
      .mockRejectedValue(
        new ApiReplyError(['This email address is already in use.', 'Choose another.'], { username: 'Already in use.' }, 409, 'ACCOUNT_EMAIL_TAKEN'),
      );
    const { user } = renderUi(<AccountForm send={send} />);
    await fillAndSubmit(user);

    const alert = await screen.findByTestId('failure-ACCOUNT_EMAIL_TAKEN');
    expect(alert).toHaveTextContent('This email address is already in use.');
    expect(alert).toHaveTextContent('Choose another.');
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Already in use.')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    expect(send).toHaveBeenCalledWith({ username: 'ann@example.com', password: 'Lantern-Tide-47' });
  });

  it('ignores field errors for fields the form does not have (they stay in the error lines)', async () => {
    const send = jest.fn().mockRejectedValue(new ApiReplyError(['Policy changed.'], { 'policies.0': 'Bad.' }, 400, 'VALIDATION_FAILED'));
    const { user } = renderUi(<AccountForm send={send} />);
    await fillAndSubmit(user);
    expect(await screen.findByTestId('failure-VALIDATION_FAILED')).toHaveTextContent('Policy changed.');
    expect(screen.queryByText('Bad.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('hands a code the form answers itself to its handler and shows no failure box', async () => {
    const notConfirmed = jest.fn();
    const send = jest.fn().mockRejectedValue(new ApiReplyError(['Requires Email Confirmation'], {}, 403, 'AUTH_EMAIL_NOT_CONFIRMED'));
    const { user } = renderUi(<AccountForm send={send} onCode={{ AUTH_EMAIL_NOT_CONFIRMED: notConfirmed }} />);
    await fillAndSubmit(user);
    await waitFor(() => expect(notConfirmed).toHaveBeenCalledWith(expect.objectContaining({ code: 'AUTH_EMAIL_NOT_CONFIRMED', status: 403 })));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("does not call the server when the form's own rules refuse, and focuses the first refused field", async () => {
    const send = jest.fn();
    const { user } = renderUi(<AccountForm send={send} />);
    await user.type(await screen.findByLabelText(/Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const email = screen.getByLabelText(/Email/);
    expect(await screen.findByText('Enter email.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
  });

  it('clears the last failure when the form is sent again and succeeds', async () => {
    const send = jest
      .fn()
      .mockRejectedValueOnce(new ApiReplyError(['Try again.'], {}, 503, 'SERVICE_UNAVAILABLE'))
      .mockResolvedValueOnce(undefined);
    const { user } = renderUi(<AccountForm send={send} />);
    await fillAndSubmit(user);
    expect(await screen.findByTestId('failure-SERVICE_UNAVAILABLE')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(send).toHaveBeenCalledTimes(2);
  });
});
