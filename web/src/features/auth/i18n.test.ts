import { showLanguage } from '@/i18n';
import { PASSKEY_MESSAGES, passkeyErrorMessage } from './passkeyErrors';

/* Messages built outside components answer in the language shown at the moment they are built. */

afterEach(async () => {
  await showLanguage('en');
});

const cancelled = Object.assign(new Error('cancelled'), { name: 'NotAllowedError' });

it('a passkey refusal by the browser is worded in the page language; the server own message is kept', async () => {
  expect(passkeyErrorMessage(cancelled, 'signIn')).toBe(PASSKEY_MESSAGES.cancelledSignIn);
  await showLanguage('es');
  expect(passkeyErrorMessage(cancelled, 'signIn')).toBe(
    'El inicio de sesión con una llave de acceso se canceló o se agotó el tiempo. Inténtelo de nuevo o inicie sesión con su contraseña.',
  );
  expect(passkeyErrorMessage(cancelled, 'add')).toBe('No se agregó ninguna llave de acceso: la solicitud se canceló o se agotó el tiempo. Inténtelo de nuevo.');
  expect(passkeyErrorMessage({ errors: ['Mensaje del servidor.'] }, 'signIn')).toBe('Mensaje del servidor.');
  await showLanguage('en');
  expect(passkeyErrorMessage(cancelled, 'add')).toBe(PASSKEY_MESSAGES.cancelledAdd);
});
