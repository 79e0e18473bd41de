import { shortBodyClass, STYLE_NAME_MAX, styleId, styleName } from './vpic-catalog';

// Element ids of vPIC (table Element): 5 body class, 14 doors, 15 drive, 34 series, 38 trim.
describe('style names', () => {
  it('reads trim, doors, body class and drive in that order ("EX-L 4D Sedan AWD")', () => {
    expect(styleName({ 38: 'EX-L', 14: '4', 5: 'Sedan/Saloon', 15: 'AWD/All-Wheel Drive' })).toBe('EX-L 4D Sedan AWD');
  });

  it('gives the drive as vPIC abbreviates it ("Big Horn Pickup 4WD", "LE 4D Sedan 2WD")', () => {
    expect(styleName({ 38: 'Big Horn', 5: 'Pickup', 15: '4WD/4-Wheel Drive/4x4' })).toBe('Big Horn Pickup 4WD');
    expect(styleName({ 38: 'LE', 14: '4', 5: 'Sedan/Saloon', 15: '4x2' })).toBe('LE 4D Sedan 2WD');
  });

  it('uses the series where the data has no trim', () => {
    expect(styleName({ 34: '250', 5: 'Cargo Van' })).toBe('250 Cargo Van');
  });

  it('leaves out doors that are not a number and parts the data does not give', () => {
    expect(styleName({ 38: 'LX', 14: 'n/a', 5: 'Coupe' })).toBe('LX Coupe');
    expect(styleName({ 5: 'Minivan' })).toBe('Minivan');
  });

  it(`cuts a trim too long for the vehicle record (${STYLE_NAME_MAX} characters), never the body or drive`, () => {
    const name = styleName({ 38: 'EX-L w/ NAVI / EX-L w/ RES / EX-L w/ NAVI and RES / Touring Elite Special Edition Long', 14: '5', 5: 'Minivan' });
    expect(name.length).toBeLessThanOrEqual(STYLE_NAME_MAX);
    expect(name).toMatch(/… 5D Minivan$/);
  });

  it('shortens vPIC body classes as a style shows them', () => {
    expect(shortBodyClass('Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)')).toBe('SUV');
    expect(shortBodyClass('Crossover Utility Vehicle (CUV)')).toBe('CUV');
    expect(shortBodyClass('Hatchback/Liftback/Notchback')).toBe('Hatchback');
    expect(shortBodyClass('Pickup')).toBe('Pickup');
    expect(shortBodyClass(null)).toBeNull();
  });

  it('makes ids of upper-case letters, digits and dashes that the spec allows', () => {
    expect(styleId('EX-L 4D Sedan')).toBe('EX-L-4D-SEDAN');
    expect(styleId('Si/Si HPT 2D Coupe')).toBe('SI-SI-HPT-2D-COUPE');
    expect(styleId('Édition Spéciale')).toBe('EDITION-SPECIALE');
    expect(styleId('x'.repeat(150))).toHaveLength(100);
  });
});
