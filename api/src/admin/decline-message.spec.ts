import { holdsPersonalData } from './decline-message';

describe('declining a staff verification requires a message with no personal information (doc 4 §5)', () => {
  it.each([
    ['Please write to marcus.bell@example.com for details.'],
    ['Call us back at 317-555-0187.'],
    ['Call (317) 555 0187 tomorrow.'],
    ['Your number +1 317.555.0187 did not answer.'],
    ['Policy PPA1000501 already has an account.'],
    ['Policy ppa 1000501 already has an account.'],
    ['The policy HOM-2001101 did not match.'],
  ])('refuses %j', (message) => {
    expect(holdsPersonalData(message, 'HOM2001101')).toBe(true);
  });

  it.each([['We could not match the details you gave to the policy. Please call Customer Service so we can help you.'], ['Office hours are 8 to 5.']])(
    'lets %j through',
    (message) => {
      expect(holdsPersonalData(message, 'HOM2001101')).toBe(false);
    },
  );
});
