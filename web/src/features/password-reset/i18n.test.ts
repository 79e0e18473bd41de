import { showLanguage } from '@/i18n';
import { forgotErrors, resetErrors } from './passwordReset';

/* The rules are built once (at the module's load) and answer in the language shown when a value is checked. */

afterEach(async () => {
  await showLanguage('en');
});

it('the forgot and reset password rules answer in Spanish after the page switches', async () => {
  await showLanguage('es');
  expect(forgotErrors({ email: 'marcus' })).toEqual({ email: 'Ingrese un correo electrónico válido, como nombre@ejemplo.com.' });
  expect(resetErrors({ password: 'lantern-tide', confirmPassword: 'x' })).toEqual({
    password: 'Use al menos un dígito, una letra mayúscula y una minúscula.',
    confirmPassword: 'Las contraseñas no coinciden.',
  });
  await showLanguage('en');
  expect(resetErrors({ password: 'Harbor-Tide-47', confirmPassword: 'Harbor-Tide-47' })).toEqual({
    password: 'The password must not contain the name Harbor.',
  });
});
