import { SPANISH } from '../common/i18n/messages.es';
import { CHANGE_DETAIL_FORMS, changeDetailIn } from './change-details-text';

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the lines of a rated change in the policyholder language (issue 17)', () => {
  it('has a Spanish sentence, with the same {slots}, for every form of line', () => {
    const missing = CHANGE_DETAIL_FORMS.filter(({ english }) => !SPANISH.has(english) || slots(SPANISH.get(english)!).join() !== slots(english).join()).map(
      ({ english }) => english,
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ['Add vehicle 2: 2024 Honda Civic, VIN 2HGFE2F59RH000001', 'Agregar el vehículo 2: 2024 Honda Civic, VIN 2HGFE2F59RH000001'],
    ['Replace vehicle 1 (2019 Toyota Corolla) with 2024 Honda Civic', 'Reemplazar el vehículo 1 (2019 Toyota Corolla) por 2024 Honda Civic'],
    [
      'Replace vehicle 1 (2019 Toyota Corolla) with 2024 Honda Civic, VIN 2HGFE2F59RH000001',
      'Reemplazar el vehículo 1 (2019 Toyota Corolla) por 2024 Honda Civic, VIN 2HGFE2F59RH000001',
    ],
    ['Delete vehicle 3: 2012 Ford F-150', 'Eliminar el vehículo 3: 2012 Ford F-150'],
    ['Annual mileage: 12,000', 'Millas al año: 12,000'],
    ['Coverage bundle: none', 'Paquete de coberturas: ninguno'],
    ['Coverage bundle: Make It Better', 'Paquete de coberturas: Make It Better'],
    ['Lienholder or loss payee: Prairie Trails Federal Credit Union', 'Acreedor prendario o beneficiario de pérdidas: Prairie Trails Federal Credit Union'],
    ['Add driver 5: Luis Ruiz, born 04/02/2001', 'Agregar el conductor 5: Luis Ruiz, fecha de nacimiento 04/02/2001'],
    ['Delete driver 4: Noah Carter', 'Eliminar el conductor 4: Noah Carter'],
    ['Add lienholder Banco Popular on vehicle 1: 2021 Toyota RAV4', 'Agregar el acreedor prendario Banco Popular al vehículo 1: 2021 Toyota RAV4'],
    ['Edit loss payee Robert Carter on vehicle 2: 2019 Honda Odyssey', 'Cambiar el beneficiario de pérdidas Robert Carter del vehículo 2: 2019 Honda Odyssey'],
    ['Remove Robert Carter from vehicle 2: 2019 Honda Odyssey', 'Quitar a Robert Carter del vehículo 2: 2019 Honda Odyssey'],
  ])('writes "%s" in Spanish', (english, spanish) => {
    expect(changeDetailIn('es-US', english)).toBe(spanish);
    expect(changeDetailIn('en-US', english)).toBe(english);
  });

  it('leaves a line of no known form as written', () => {
    expect(changeDetailIn('es-US', 'Something new: 42')).toBe('Something new: 42');
  });
});
