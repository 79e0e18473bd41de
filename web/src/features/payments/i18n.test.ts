import { showLanguage } from '@/i18n';
import { checkBankAccount } from './rules/bankAccount';
import { methodText } from './rules/methodText';
import { dayOfMonth } from './rules/recurring';
import { summarizeResult } from './rules/result';
import { checkScheduleDate } from './rules/scheduled';
import { checkSelection } from './rules/selectionValidation';

/*
 * The payments rules answer in the language the page shows at the moment they run (issue 17):
 * their sentences come from the catalogue, English word for word as the spec writes them.
 */

const payable = {
  policyNumber: 'PPA1000101',
  displayName: 'Auto',
  accountNumber: null,
  groupedPolicyNumbers: [],
  outstandingCents: 18240,
  payInFullCents: 50000,
  isPastDue: false,
  isSoonDue: false,
};
const rules = { maximumVendorCents: 500000, phone: '800-555-0199' };
const policy = {
  policyNumber: 'PPA1000101',
  status: 'In-Force',
  term: { effectiveDate: '2026-01-01', endDate: '2026-12-31' },
  billing: { isPartOfAccountBill: false, isPrimaryAccountPolicy: false, accountNumber: null },
};

afterEach(async () => {
  await showLanguage('en');
});

describe('payments rules follow the language shown', () => {
  it('writes the spec sentences in English by default', () => {
    expect(
      checkSelection([{ policyNumber: 'PPA1000101', paymentOption: 'Current Balance', amountCents: 18240, selected: false, removed: false }], [payable], rules)
        .errors,
    ).toEqual(['At least one policy must be selected']);
    expect(summarizeResult([{ policyNumber: 'PPA1000101', success: true, confirmationNumber: 'C1' }]).title).toBe('Success!');
  });

  it('answers in Spanish once the page shows Spanish, and in English again after', async () => {
    await showLanguage('es');
    const selection = checkSelection(
      [{ policyNumber: 'PPA1000101', paymentOption: 'Custom Payment', amountCents: 600000, selected: true, removed: false }],
      [payable],
      rules,
    );
    expect(selection.lineErrors.PPA1000101).toBe('Debe ser menor que $5,000.00');
    expect(selection.inlineMessage).toBe('Los pagos mayores de $5,000.00 no se pueden hacer en línea. Llame a servicio al cliente al 800-555-0199.');
    expect(checkBankAccount({ routingNumber: '021000022', accountNumber: '', accountNumberConfirmation: '', accountType: '' }).accountNumber).toBe(
      'Ingrese el número de cuenta.',
    );
    expect(summarizeResult([{ policyNumber: 'PPA1000101', success: false, error: 'Rechazada' }])).toMatchObject({
      title: '¡Falló!',
      lines: ['Confirmación (PPA1000101): Rechazada'],
    });
    expect(methodText({ fundingCategory: 'Check', lastFourDigits: '6789' })).toBe('Cuenta bancaria terminada en 6789');
    expect(methodText({ fundingCategory: 'Debit', fundingMethod: null, lastFourDigits: '1111' })).toBe('Tarjeta de débito terminada en 1111');
    expect(checkScheduleDate('2026-11-26', policy, new Date(2026, 10, 26))).toBe('La fecha de pago debe ser el 11/27/2026 o después.');
    expect(dayOfMonth(21, 'es')).toBe('21');

    await showLanguage('en');
    expect(methodText({ fundingCategory: 'Debit', fundingMethod: null, lastFourDigits: '1111' })).toBe('Debit card ending in 1111');
    expect(dayOfMonth(21, 'en')).toBe('21st');
  });
});
