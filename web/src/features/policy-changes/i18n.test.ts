import { showLanguage } from '@/i18n';
import { shownRateText } from './components/parts';
import { rentalOptions } from './rules/coverages';
import { driverErrors, EMPTY_DRIVER } from './rules/driverForm';
import { effectiveDateError } from './rules/effectiveDate';
import { vehicleErrors, EMPTY_VEHICLE } from './rules/forms';
import { changeTitle } from './rules/menu';
import { scheduledDeletionWarning } from './rules/scheduledDeletion';

/*
 * The policy change rules answer in the language the page shows when they run (issue 17): their
 * texts come from the catalogue, the spec's fixed texts word for word in English.
 */

afterEach(async () => {
  await showLanguage('en');
});

const rate = {
  premiumText: 'This change will result in a ($12.34) DECREASE IN PREMIUM for the period 05/01/2026 to 07/15/2026.',
  periodText: '',
};

describe('policy change texts follow the language shown', () => {
  it('keeps the spec wording in English, the premium sentence as the API wrote it', () => {
    expect(changeTitle('PPA1000101', null)).toBe('PPA1000101 Make a Change');
    expect(shownRateText(rate).premiumText).toBe(rate.premiumText);
    expect(
      shownRateText({ premiumText: 'This change will result in a $1.00 INCREASE IN PREMIUM', periodText: 'for the period 03/01/2026 to 09/01/2026' }),
    ).toEqual({
      premiumText: 'This change will result in a $1.00 INCREASE IN PREMIUM',
      periodText: 'for the period 03/01/2026 to 09/01/2026',
    });
  });

  it('writes titles, errors, options and the premium sentence in Spanish once Spanish is shown', async () => {
    await showLanguage('es');
    expect(changeTitle('PPA1000101', null)).toBe('PPA1000101 Hacer un cambio');
    expect(changeTitle('PPA1000101', { type: 'driver', action: 'add' })).toBe('PPA1000101 Agregar conductor');
    expect(effectiveDateError('2025-12-31', '2026-01-01', '2026-06-30')).toBe('Elija una fecha del 01/01/2026 al 06/30/2026.');
    expect(driverErrors(EMPTY_DRIVER, '2026-11-26').firstName).toBe('Ingrese el nombre.');
    expect(vehicleErrors({ ...EMPTY_VEHICLE, vin: 'ABC' }, { lookup: 'idle', vinFormat: () => 'bad' }).vin).toBe(
      'El VIN debe tener exactamente 17 caracteres.',
    );
    expect(rentalOptions('2024-01-01')[0].label).toBe('Ninguna');
    expect(rentalOptions('2024-01-01')[1].label).toBe('$40 al día, máximo 30 días');
    expect(scheduledDeletionWarning({ displayName: 'NOAH', deleteFutureEffectiveDate: '2026-03-01' }, '2026-03-01')).toBe(
      'NOAH ya tiene programada su eliminación para el 03/01/2026.',
    );
    expect(shownRateText(rate).premiumText).toBe(
      'Este cambio resultará en una DISMINUCIÓN DE LA PRIMA de ($12.34) para el período del 05/01/2026 al 07/15/2026.',
    );
  });
});
