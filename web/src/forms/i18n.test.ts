/** @jest-environment jsdom */
import { showLanguage } from '@/i18n';
import { titledHead } from '@/features/shell/titles';
import { checkValue } from './constraints';
import { checkDateOfBirth } from './dates';
import { passwordContentError } from './passwordContent';
import { toFormFailure } from './serverErrors';

afterEach(async () => {
  await showLanguage('en');
  localStorage.clear();
});

const rule = { required: true, maxLength: 6, pattern: '^\\d{6}$' };

describe('the form kit and the tab titles follow the page language (issue 17)', () => {
  it("answers the spec rules, the password rule, dates and the server fallbacks in English, the tests' language", () => {
    expect(checkValue(rule, 'Code', '')).toBe('Enter code.');
    expect(checkValue(rule, 'Code', '12345a')).toBe('Code is not in the expected format.');
    expect(passwordContentError('Harbor-Light-42')).toBe('The password must not contain the name Harbor.');
    expect(checkDateOfBirth('02/30/1990')).toBe('Enter the date of birth as MM/DD/YYYY, such as 04/17/1984.');
    expect(toFormFailure(new TypeError('Failed to fetch')).errors).toEqual(['We could not reach the server. Check your connection and try again.']);
  });

  it('answers them in Spanish once the page is Spanish, read when the value is checked', async () => {
    await showLanguage('es');
    expect(checkValue(rule, 'Código', '')).toBe('Complete el campo «código».');
    expect(checkValue(rule, 'Código', '1234567')).toBe('«Código» debe tener como máximo 6 caracteres.');
    expect(checkValue(rule, 'Código', '12345a')).toBe('«Código» no tiene el formato esperado.');
    expect(passwordContentError('Harbor-Light-42')).toBe('La contraseña no debe contener el nombre Harbor.');
    expect(checkDateOfBirth('01/01/1899')).toBe('Ingrese una fecha de nacimiento posterior a 1900.');
    expect(toFormFailure(new Error('internal detail')).errors).toEqual(['El servidor respondió con un error.']);
  });

  it("names the browser tab in the page's language", async () => {
    expect((await titledHead('payments')).meta[0]?.title).toBe('Payments | Harbor Mutual');
    await showLanguage('es');
    expect((await titledHead('payments')).meta[0]?.title).toBe('Pagos | Harbor Mutual');
  });
});
