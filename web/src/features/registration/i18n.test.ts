import { showLanguage } from '@/i18n';
import { accountErrors, staffErrors } from './validation';

/* The registration rules are built once (at the module's load) and answer in the language shown when a value is checked. */

afterEach(async () => {
  await showLanguage('en');
});

const account = { username: 'marcus.bell@example.net', password: 'short1A', confirmPassword: 'other', agreeTerms: false };

it('the account rules answer in Spanish after the page switches (length, terms, confirmation), and in English again after', async () => {
  expect(accountErrors(account)).toEqual({
    password: 'Password must be at least 8 characters.',
    confirmPassword: 'The passwords do not match.',
    agreeTerms: 'You must agree to the terms of use to create an account.',
  });
  await showLanguage('es');
  expect(accountErrors(account)).toEqual({
    password: 'Contraseña debe tener al menos 8 caracteres.',
    confirmPassword: 'Las contraseñas no coinciden.',
    agreeTerms: 'Debe aceptar los términos de uso para crear una cuenta.',
  });
  expect(accountErrors({ ...account, username: 'marcus', password: 'Harbor-Tide-47' })).toMatchObject({
    username: 'Ingrese un correo electrónico válido, como nombre@ejemplo.com.',
    password: 'La contraseña no debe contener el nombre Harbor.',
  });
  await showLanguage('en');
  expect(accountErrors({ ...account, password: 'Marcus.bell-Tide-47' }).password).toBe('The password must not contain the name part of your email address.');
});

it('the staff form asks for the last 4 digits and the phone format in Spanish', async () => {
  await showLanguage('es');
  const errors = staffErrors({
    policyNumber: 'PPA1001101',
    policyHolder: 'Marcus Bell',
    driversLicenseNumber: '6207418853',
    dateOfBirth: '',
    zip: '46250',
    employeeIdentificationNumber: '',
    staffVerificationPhoneNumber: '317 555 0199',
    staffVerificationEmail: 'marcus.bell@example.net',
    staffVerificationEmailConfirmation: 'marcus@example.net',
    staffVerificationPassword: 'Lantern-Tide-47',
    staffVerificationPasswordConfirmation: 'Lantern-Tide-47',
  });
  expect(errors).toEqual({
    employeeIdentificationNumber: 'Ingrese los últimos 4 dígitos de su SSN o FEIN.',
    staffVerificationPhoneNumber: 'Ingrese el número de teléfono como 999-999-9999.',
    staffVerificationEmailConfirmation: 'Los correos electrónicos no coinciden.',
  });
});
