/** @jest-environment jsdom */
import { useForm } from '@mantine/form';
import { constraints } from '@portal/generated-client';
import { screen } from '@testing-library/react';
import { renderUi } from '@/testing/render';
import { maskPolicyNumber } from './masks';
import { PASSWORD_REQUIREMENT } from './serverErrors';
import { SpecNewPasswordInputs, SpecPasswordInput, SpecTextInput } from './SpecInputs';

function Inputs() {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '', policyNumber: '', zip: '', confirmEmail: '' },
  });
  return (
    <form>
      <SpecTextInput schema="RegisterRequest" field="username" form={form} label="Email" />
      <SpecPasswordInput schema="RegisterRequest" field="password" form={form} label="Password" />
      <SpecTextInput schema="PolicyVerificationRequest" field="policyNumber" form={form} mask={maskPolicyNumber} label="Policy Number" />
      <SpecTextInput schema="PolicyVerificationRequest" field="zip" form={form} label="Zip" />
      <SpecTextInput schema="SendEmailChangeRequest" field="newEmail" path="confirmEmail" form={form} label="Confirm email" />
      <output data-testid="values">{JSON.stringify(form.getValues())}</output>
    </form>
  );
}

describe('spec-bound inputs', () => {
  it('take required and the length limit from the spec', async () => {
    renderUi(<Inputs />);
    const email = await screen.findByLabelText(/Email/);
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('maxLength', String(constraints.RegisterRequest.username.maxLength));
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('maxLength', String(constraints.RegisterRequest.password.maxLength));
  });

  it('give a field of format email (and its confirmation) the email keyboard and autofill, unless the input says otherwise; other fields stay text', async () => {
    function Emails() {
      const form = useForm({ mode: 'uncontrolled', initialValues: { username: '', confirmEmail: '', login: '', zip: '' } });
      return (
        <form>
          <SpecTextInput schema="RegisterRequest" field="username" form={form} label="Email" />
          <SpecTextInput schema="SendEmailChangeRequest" field="newEmail" path="confirmEmail" form={form} label="Confirm email" />
          <SpecTextInput schema="RegisterRequest" field="username" path="login" form={form} label="Sign-in name" autoComplete="username" />
          <SpecTextInput schema="PolicyVerificationRequest" field="zip" form={form} label="Zip" />
        </form>
      );
    }
    renderUi(<Emails />);
    expect(constraints.RegisterRequest.username.format).toBe('email');
    for (const label of [/^Email/, /Confirm email/]) {
      const input = await screen.findByLabelText(label);
      expect(input).toHaveAttribute('type', 'email');
      expect(input).toHaveAttribute('autocomplete', 'email');
    }
    expect(screen.getByLabelText(/Sign-in name/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Zip')).not.toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Zip')).not.toHaveAttribute('autocomplete');
  });

  it('give a digits-only field (a zip, a routing or account number, a code) the number pad, unless the input names its own type or keyboard', async () => {
    function Digits() {
      const form = useForm({ mode: 'uncontrolled', initialValues: { zip: '', routing: '', phone: '', zip4: '', name: '', code: '' } });
      return (
        <form>
          <SpecTextInput schema="PolicyVerificationRequest" field="zip" form={form} label="Zip" />
          <SpecTextInput schema="AddWalletItemRequest" field="routingNumber" path="routing" form={form} label="Routing" />
          <SpecTextInput schema="PhoneRequest" field="phoneNumber" path="phone" form={form} label="Phone" type="tel" />
          <SpecTextInput schema="UpdateWalletItemRequest" field="zipCode" path="zip4" form={form} label="Billing zip" />
          <SpecTextInput schema="PolicyVerificationRequest" field="policyHolder" path="name" form={form} label="Name" />
          <SpecTextInput schema="TotpCodeRequest" field="code" form={form} label="Code" inputMode="text" />
        </form>
      );
    }
    renderUi(<Digits />);
    expect([constraints.PolicyVerificationRequest.zip.pattern, constraints.AddWalletItemRequest.routingNumber.pattern]).toEqual(['^[0-9]{5}$', '^[0-9]{9}$']);
    expect(await screen.findByLabelText('Zip')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText(/Routing/)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Phone/)).not.toHaveAttribute('inputmode');
    // A ZIP+4 takes a dash, which the number pad lacks; a name is text.
    expect(screen.getByLabelText(/^Billing zip/)).not.toHaveAttribute('inputmode');
    expect(screen.getByLabelText(/Name/)).not.toHaveAttribute('inputmode');
    expect(screen.getByLabelText(/Code/)).toHaveAttribute('inputmode', 'text');
  });

  it('leave a field the spec makes optional unmarked', async () => {
    renderUi(<Inputs />);
    expect(constraints.PolicyVerificationRequest.zip.required).toBe(false);
    expect(await screen.findByLabelText('Zip')).not.toBeRequired();
  });

  it('mask what is typed and leave the length to the mask, so a pasted value with separators is not cut', async () => {
    const { user } = renderUi(<Inputs />);
    const policy = await screen.findByLabelText(/Policy Number/);
    expect(policy).not.toHaveAttribute('maxLength');
    await user.type(policy, 'ppa-100 0101');
    expect(policy).toHaveValue('PPA1000101');
  });

  it('bind a confirmation input to its own form value while taking the rules of the field it confirms', async () => {
    const { user } = renderUi(<Inputs />);
    const confirm = await screen.findByLabelText(/Confirm email/);
    expect(confirm).toHaveAttribute('maxLength', String(constraints.SendEmailChangeRequest.newEmail.maxLength));
    await user.type(confirm, 'a@b.co');
    expect(confirm).toHaveValue('a@b.co');
  });

  it('ask for a new password and its confirmation with the requirement, each bound to its own value', async () => {
    function NewPassword() {
      const form = useForm({ mode: 'uncontrolled', initialValues: { password: '', confirmPassword: '' } });
      return (
        <form>
          <SpecNewPasswordInputs schema="RegisterRequest" form={form} field="password" confirmField="confirmPassword" confirmLabel="Confirm New Password" />
        </form>
      );
    }
    const { user } = renderUi(<NewPassword />);
    const password = await screen.findByLabelText(/^Password/);
    const confirm = screen.getByLabelText(/Confirm New Password/);
    expect(password).toHaveAccessibleDescription(PASSWORD_REQUIREMENT);
    expect([password, confirm].map((i) => i.getAttribute('autocomplete'))).toEqual(['new-password', 'new-password']);
    expect(confirm).toHaveAttribute('maxLength', String(constraints.RegisterRequest.confirmPassword.maxLength));
    await user.type(password, 'Abc12345');
    await user.type(confirm, 'Abc12346');
    expect([password, confirm].map((i) => (i as HTMLInputElement).value)).toEqual(['Abc12345', 'Abc12346']);
  });
});
