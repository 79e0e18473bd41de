import * as rating from './index';

describe('rating public API', () => {
  it('exports the functions issue 13 builds on from one place', () => {
    expect(Object.keys(rating).sort()).toEqual(
      [
        'BUNDLE_NAMES',
        'COVERAGE_DESCRIPTIONS',
        'ENHANCEMENTS',
        'LOAN_LEASE_MAX_VEHICLE_AGE',
        'MILEAGE_BANDS',
        'MINIMUM_DRIVER_AGE',
        'RATE_TABLES',
        'RatingErrorCode',
        'RatingInputError',
        'STUDENT_AGES',
        'VEHICLE_CLASS_BY_BODY_TYPE_ID',
        'assertValidRateTable',
        'bundleAnnualPremium',
        'bundleBenefits',
        'bundleOffers',
        'bundleRentalBenefits',
        'divideRoundHalfAwayFromZero',
        'formatCents',
        'isBeforeRentalCutover',
        'normalizeCoverageSelection',
        'premiumChangeText',
        'proRataDifference',
        'rateChange',
        'ratePolicy',
        'rateTableFor',
        'rateTableProblems',
        'termPremium',
        'vehicleClassFromBodyClass',
        'vehicleClassFromBodyTypeId',
      ].sort(),
    );
  });
});
