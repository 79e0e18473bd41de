import { premiumChangeText } from './premium-change-text';

describe(premiumChangeText.name, () => {
  it('an increase reads "This change will result in a $1,234.56 INCREASE IN PREMIUM" with the period dates MM/DD/YYYY', () => {
    expect(premiumChangeText(123456, '2026-05-01', '2026-07-15')).toEqual({
      amount: '$1,234.56',
      direction: 'INCREASE',
      label: 'INCREASE IN PREMIUM',
      periodStart: '05/01/2026',
      periodEnd: '07/15/2026',
      text: 'This change will result in a $1,234.56 INCREASE IN PREMIUM for the period 05/01/2026 to 07/15/2026.',
    });
  });

  it('a negative difference is shown in parentheses and reads DECREASE IN PREMIUM', () => {
    const text = premiumChangeText(-1234, '2026-05-01', '2026-07-15');
    expect(text.amount).toBe('($12.34)');
    expect(text.direction).toBe('DECREASE');
    expect(text.label).toBe('DECREASE IN PREMIUM');
    expect(text.text).toBe('This change will result in a ($12.34) DECREASE IN PREMIUM for the period 05/01/2026 to 07/15/2026.');
  });

  it('no difference has no parenthesis, so it reads $0.00 INCREASE IN PREMIUM (the spec reads DECREASE only with a parenthesis)', () => {
    const text = premiumChangeText(0, '2026-05-01', '2026-07-15');
    expect(text.amount).toBe('$0.00');
    expect(text.label).toBe('INCREASE IN PREMIUM');
  });

  it('a one-cent decrease still reads DECREASE', () => {
    expect(premiumChangeText(-1, '2026-05-01', '2026-07-15').text).toBe(
      'This change will result in a ($0.01) DECREASE IN PREMIUM for the period 05/01/2026 to 07/15/2026.',
    );
  });
});
