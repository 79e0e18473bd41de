/*
 * In seed/ because it reads every area's closed lists, as the seed writes them (seed/ is an entry
 * point that may reach inside areas: eslint portal/area-entry); the catalogue is common/i18n's.
 */
import { FNOL_TYPES, LOSS_TYPES, OTHER_DAMAGE_TYPES, SEVERITIES, WATER_DAMAGE_TYPES } from '../claims/claim-catalog';
import { dataText } from '../common/i18n/data-text';
import { DATA_TEXT_ENTRIES } from '../common/i18n/data-texts.es';
import { POLICY_LINES } from '../core/policy-lines';
import { showStatusDescription } from '../payments/payment-rules';
import { BANK_DECLINES, CARD_DECLINES } from '../payments/provider/sandbox/test-instruments';
import { COVERAGE_DESCRIPTIONS } from '../policy-changes/rating/rate-policy';
import { buildDemoPlan } from './demo-plan';
import { SCALE_COVERAGES, SCALE_TEXTS } from './scale';

/** Every value of the lists a reply sends, from their sources: a new value without Spanish fails here. */
function closedListValues(): Record<string, string[]> {
  const demo = [new Date('2026-11-26T15:00:00Z'), new Date('2026-01-02T15:00:00Z'), new Date('2026-06-30T15:00:00Z')].map((d) => buildDemoPlan(d));
  const policies = demo.flatMap((plan) => plan.policies);
  const unique = (values: string[]) => [...new Set(values)];
  return {
    'policy lines': unique([...Object.values(POLICY_LINES), ...policies.map((p) => p.type)]),
    coverages: unique([
      ...Object.values(COVERAGE_DESCRIPTIONS),
      ...policies.flatMap((p) => p.vehicles.flatMap((v) => v.coverages.map((c) => c.description))),
      ...SCALE_COVERAGES.map(([, description]) => description),
    ]),
    'coverage limits': unique([
      ...policies.flatMap((p) => p.vehicles.flatMap((v) => v.coverages.map((c) => c.coverageLimitDescription))),
      ...SCALE_COVERAGES.map(([, , limit]) => limit),
      'Included',
    ]).filter((limit) => !/^\$[\d,/$]+$/.test(limit)), // a bare amount ('$100,000/$300,000') is a number
    documents: unique([
      ...policies.flatMap((p) => p.documents.map((d) => d.description)),
      SCALE_TEXTS.declarations,
      SCALE_TEXTS.autoForm,
      SCALE_TEXTS.homeForm,
      SCALE_TEXTS.privacyNotice,
      // policy-changes.service.ts (declarationDescription) and certificates.service.ts, as they write them
      'Declarations - Policy Change effective 12/01/2026',
      'Certificate of Liability Insurance - Acme Holdings LLC',
    ]),
    'billing items': unique([
      ...policies.flatMap((p) => p.billingItems.map((b) => b.description)),
      SCALE_TEXTS.installmentBilled(12),
      SCALE_TEXTS.autoPayment,
      // payments.service.ts (a posted payment) and policy-changes.service.ts (postingDescription), as they write them
      'Payment - Thank You (PX7K2M9Q)',
      'Policy change effective 12/01/2026',
    ]),
    'claim types': unique([...FNOL_TYPES, ...policies.flatMap((p) => p.claims.map((c) => c.type))]),
    'loss types': unique(LOSS_TYPES.map((l) => l.name)),
    'loss sub-types': [...WATER_DAMAGE_TYPES, ...OTHER_DAMAGE_TYPES],
    severities: [...SEVERITIES],
    'decline reasons': unique([...Object.values(CARD_DECLINES), ...Object.values(BANK_DECLINES)].flatMap((reason) => [reason, showStatusDescription(reason)])),
  };
}

describe('the Spanish of the closed lists a reply sends (issue 17)', () => {
  it.each(Object.entries(closedListValues()))('gives every value of the %s a Spanish text', (_list, values) => {
    expect(values.length).toBeGreaterThan(0);
    const untranslated = values.filter((value) => dataText(value, 'es-US') === value);
    expect(untranslated).toEqual([]);
  });

  it('writes each English value once', () => {
    const seen = new Set<string>();
    const repeated = DATA_TEXT_ENTRIES.filter(([english]) => seen.size === seen.add(english).size).map(([english]) => english);
    expect(repeated).toEqual([]);
  });

  it('keeps English for an English caller and passes a value of no entry (an open list) unchanged', () => {
    expect(dataText('Personal Auto', 'en-US')).toBe('Personal Auto');
    expect(dataText('Boat and Yacht', 'es-US')).toBe('Boat and Yacht');
    expect(dataText('Extra Deductible', 'es-US')).toBe('Extra Deductible');
    expect(dataText(null, 'es-US')).toBeNull();
  });

  it('puts the values of a templated text in the Spanish and keeps a processor code', () => {
    expect(dataText('$500 Deductible', 'es-US')).toBe('Deducible de $500');
    expect(dataText('$40 per day, 30 days maximum', 'es-US')).toBe('$40 por día, máximo 30 días');
    expect(dataText('Installment 3 of 12 billed', 'es-US')).toBe('Cuota 3 de 12 facturada');
    expect(dataText('DECLINED - The card issuer declined the payment (do not honor)', 'es-US')).toBe(
      'DECLINED - El emisor de la tarjeta rechazó el pago (no aceptar)',
    );
    expect(dataText('R01: Insufficient funds', 'es-US')).toBe('R01: Fondos insuficientes');
  });
});
