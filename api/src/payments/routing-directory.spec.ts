import { parseFedAchDirectory } from './routing-directory';

/** One record of the FedACH directory's fixed-width format (155 characters). */
function record(routing: string, name: string, city: string, state: string): string {
  return [
    routing, // 1-9 routing number
    'O', // 10 office code
    '011000015', // 11-19 servicing Federal Reserve routing number
    '1', // 20 record type
    '072811', // 21-26 change date
    '000000000', // 27-35 new routing number
    name.padEnd(36), // 36-71 customer name
    '1 MAIN STREET'.padEnd(36), // 72-107 address
    city.padEnd(20), // 108-127 city
    state, // 128-129 state
    '46204', // 130-134 zip
    '0000', // 135-138 zip extension
    '3175550100', // 139-148 phone
    '1', // 149 institution status
    '1', // 150 data view code
    '     ', // 151-155 filler
  ].join('');
}

describe('FedACH directory import', () => {
  it('reads routing number, bank name, city and state from the fixed-width columns', () => {
    const line = record('021000021', 'JPMORGAN CHASE BANK, NA', 'TAMPA', 'FL');
    expect(line).toHaveLength(155);
    const { entries, skipped } = parseFedAchDirectory(`${line}\r\n${record('074000010', 'FIFTH  THIRD BANK', 'INDIANAPOLIS', 'IN')}\n`);
    expect(skipped).toBe(0);
    expect(entries).toEqual([
      { routingNumber: '021000021', bankName: 'JPMORGAN CHASE BANK, NA', city: 'TAMPA', state: 'FL' },
      { routingNumber: '074000010', bankName: 'FIFTH THIRD BANK', city: 'INDIANAPOLIS', state: 'IN' },
    ]);
  });

  it('skips a line whose routing number fails the ABA checksum, and blank lines', () => {
    const { entries, skipped } = parseFedAchDirectory(
      `${record('021000022', 'NOT A BANK', 'NOWHERE', 'IN')}\n\n${record('121000248', 'WELLS FARGO BANK, NA', 'MINNEAPOLIS', 'MN')}`,
    );
    expect(skipped).toBe(1);
    expect(entries.map((e) => e.routingNumber)).toEqual(['121000248']);
  });

  it('keeps the last record of a routing number listed twice', () => {
    const { entries } = parseFedAchDirectory(`${record('021000021', 'OLD NAME', 'TAMPA', 'FL')}\n${record('021000021', 'NEW NAME', 'TAMPA', 'FL')}`);
    expect(entries).toEqual([expect.objectContaining({ bankName: 'NEW NAME' })]);
  });
});
