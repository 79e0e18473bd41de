import { vehicleClassFromBodyClass, vehicleClassFromBodyTypeId } from './vehicle-class';

describe('vehicle rating class', () => {
  it.each([
    ['Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', 'suv'],
    ['Crossover Utility Vehicle (CUV)', 'suv'],
    ['Pickup', 'pickup'],
    ['Minivan', 'van'],
    ['Cargo Van', 'van'],
    ['Convertible/Cabriolet', 'sports'],
    ['Roadster', 'sports'],
    ['Sedan/Saloon', 'car'],
    ['Coupe', 'car'],
    ['Hatchback/Liftback/Notchback', 'car'],
    ['Wagon', 'car'],
    ['', 'car'],
    [null, 'car'],
  ])('a decoded body class "%s" rates as %s', (bodyClass, expected) => {
    expect(vehicleClassFromBodyClass(bodyClass)).toBe(expected);
  });

  it.each([
    [2, 'car'],
    [4, 'suv'],
    [5, 'car'],
    [6, 'van'],
    [9, 'pickup'],
    [77, 'car'],
    [null, 'car'],
  ])('the core body type code %s rates as %s', (bodyTypeId, expected) => {
    expect(vehicleClassFromBodyTypeId(bodyTypeId)).toBe(expected);
  });
});
