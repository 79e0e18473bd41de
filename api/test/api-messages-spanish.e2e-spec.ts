import { getMetadataStorage } from 'class-validator';
import { REFUSALS as ACCOUNT } from '../src/account/account.exception';
import { REFUSALS as ADMIN } from '../src/admin/admin.exception';
import { REFUSALS as AUTH } from '../src/auth/auth.exception';
import { REFUSALS as CLAIMS } from '../src/claims/claims.exception';
import { REFUSALS as CERTIFICATES } from '../src/policies/certificates/certificates.exception';
import { REFUSALS as POLICIES } from '../src/policies/policies.exception';
import { POLICY_CHANGE_MESSAGES, REFUSALS as POLICY_CHANGES } from '../src/policy-changes/policy-changes.exception';
import { scheduledWarning } from '../src/policy-changes/policy-changes.service';
import { premiumChangeText } from '../src/policy-changes/rating';
import { LOOKUP_MESSAGES } from '../src/lookups/lookups.exception';
import { VEHICLE_INVALID_MESSAGES } from '../src/lookups/lookups.service';
import { DEFAULT_MESSAGES } from '../src/common/errors/app-exception';
import { FASTIFY_MESSAGES } from '../src/common/envelope/exception.filter';
import { SPANISH } from '../src/common/i18n/messages.es';
import { localeOfAcceptLanguage } from '../src/common/i18n/locales';
import { t, TEMPLATE_PLACEHOLDER, translateMessage } from '../src/common/i18n/translate';
import { startTestApp, type TestApp } from './support/test-app';

/** Every refusal row of every area (RefusalTable), by code. */
const REFUSAL_TABLES = { ACCOUNT, ADMIN, AUTH, CLAIMS, CERTIFICATES, POLICIES, POLICY_CHANGES };

const fixedMessages = (): Array<[string, string]> => [
  ...Object.entries(REFUSAL_TABLES).flatMap(([area, table]) =>
    Object.entries(table).map(([code, [, message]]): [string, string] => [`${area} ${code}`, message]),
  ),
  ...Object.entries(DEFAULT_MESSAGES).map(([status, message]): [string, string] => [`status ${status}`, message]),
  ...Object.entries(FASTIFY_MESSAGES).map(([code, message]): [string, string] => [code, message]),
  ...Object.entries(LOOKUP_MESSAGES).map(([key, message]): [string, string] => [`LOOKUPS ${key}`, message]),
];

/**
 * The sentences SUCCESSFUL replies carry, as the API writes them (issue 17): the policy change's
 * premium sentence and label, warnings and confirmation, the vehicle lookup's not-found reasons.
 */
const replySentences = (): Array<[string, string]> => {
  const increase = premiumChangeText(123456, '2026-05-01', '2026-07-15');
  const decrease = premiumChangeText(-123456, '2026-05-01', '2026-07-15');
  const none = premiumChangeText(0, '2026-05-01', '2026-07-15');
  return [
    ['premium increase', increase.text],
    ['premium decrease', decrease.text],
    ['premium no change', none.text],
    ['label increase', increase.label],
    ['label decrease', decrease.label],
    ...(['vehicle', 'driver'] as const).flatMap((what) =>
      scheduledWarning(what, '2026-12-01', '2026-12-15').map((w): [string, string] => [`warning ${w.code} ${what}`, w.message]),
    ),
    ['warning ESTIMATE_WITHOUT_VIN', `${POLICY_CHANGE_MESSAGES.estimate} ${POLICY_CHANGE_MESSAGES.vinRequired}`],
    ['warning LIABILITY_ONLY', POLICY_CHANGE_MESSAGES.liabilityOnly],
    ['confirmation', POLICY_CHANGE_MESSAGES.confirmed],
    ...Object.entries(VEHICLE_INVALID_MESSAGES).map(([reason, message]): [string, string] => [`vehicle lookup ${reason}`, message]),
  ];
};

describe('the Spanish catalogue of API messages (issue 17)', () => {
  it('has a Spanish text for every refusal code of every area and every fixed HTTP message', () => {
    const missing = fixedMessages()
      .filter(([, english]) => !SPANISH.has(english))
      .map(([where, english]) => `${where}: ${english}`);
    expect(missing).toEqual([]);
  });

  it('has a Spanish text for every sentence a successful reply writes (premium sentence, warnings, confirmation, vehicle lookup)', () => {
    const sentences = replySentences();
    expect(sentences.length).toBeGreaterThan(12);
    const missing = sentences.filter(([, english]) => translateMessage('es-US', english) === english).map(([where, english]) => `${where}: ${english}`);
    expect(missing).toEqual([]);
  });

  it('keeps the values of a built sentence (amount, dates) in the Spanish, and the spec English for English callers', () => {
    const decrease = premiumChangeText(-123456, '2026-05-01', '2026-07-15');
    expect(translateMessage('es-US', decrease.text)).toBe(
      'Este cambio resultará en una DISMINUCIÓN DE LA PRIMA de ($1,234.56) para el período del 05/01/2026 al 07/15/2026.',
    );
    expect(translateMessage('en-US', decrease.text)).toBe(
      'This change will result in a ($1,234.56) DECREASE IN PREMIUM for the period 05/01/2026 to 07/15/2026.',
    );
    expect(translateMessage('es-US', 'This driver is already scheduled for deletion on 12/01/2026.')).toBe(
      'Este conductor ya tiene programada su eliminación para el 12/01/2026.',
    );
  });

  it('gives every {placeholder} of a built sentence a place in its Spanish', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const templated = [...SPANISH].filter(([english]) => TEMPLATE_PLACEHOLDER.test(english));
    expect(templated.length).toBeGreaterThan(3);
    const mismatched = templated.filter(([english, spanish]) => names(english).join() !== names(spanish).join()).map(([english]) => english);
    expect(mismatched).toEqual([]);
  });

  it('has no empty or untranslated entry', () => {
    const bad = [...SPANISH].filter(([english, spanish]) => !spanish.trim() || spanish === english).map(([english]) => english);
    expect(bad).toEqual([]);
  });

  it('answers English callers in English and Spanish callers in Spanish, English when a text has no entry', () => {
    expect(t('en-US', 'User must be logged in.')).toBe('User must be logged in.');
    expect(t('es-US', 'User must be logged in.')).toBe('Debe iniciar sesión.');
    expect(t('es-US', 'A text nobody translated.')).toBe('A text nobody translated.');
  });

  it("gives the claim phones doc 4 §5's 'Invalid phone number' word for word, in Spanish 'Número de teléfono no válido'", () => {
    const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<Function, Array<{ propertyName: string; message?: unknown }>> };
    const phoneMessages = [...storage.validationMetadatas]
      .filter(([target]) => ['ClaimDraft', 'ClaimThirdParty', 'ClaimReportRequest'].includes(target.name))
      .flatMap(([, rules]) => rules.filter((r) => typeof r.message === 'string' && /^Invalid phone/.test(r.message)).map((r) => r.message));
    expect(phoneMessages.length).toBeGreaterThan(3);
    expect(new Set(phoneMessages)).toEqual(new Set(['Invalid phone number']));
    expect(translateMessage('es-US', 'Invalid phone number')).toBe('Número de teléfono no válido');
    expect(translateMessage('en-US', 'Invalid phone number')).toBe('Invalid phone number');
  });

  it('translates the validation forms with their label', () => {
    expect(translateMessage('es-US', 'Email is required.')).toBe('Correo electrónico: este dato es obligatorio.');
    expect(translateMessage('es-US', 'Name must be at most 160 characters long.')).toBe('Nombre: como máximo 160 caracteres.');
  });

  it('reads Accept-Language by preference: any Spanish first is Spanish, else English', () => {
    expect(localeOfAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es-US');
    expect(localeOfAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en-US');
    expect(localeOfAcceptLanguage('fr-FR,es;q=0.5')).toBe('es-US');
    expect(localeOfAcceptLanguage('en;q=0.2,es;q=0.4')).toBe('es-US');
    expect(localeOfAcceptLanguage('es;q=0')).toBe('en-US');
    expect(localeOfAcceptLanguage(undefined)).toBe('en-US');
    expect(localeOfAcceptLanguage('de')).toBe('en-US');
  });
});

describe('the Spanish of the validation messages (every DTO of the app)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('translates every fixed validation message of every request DTO', () => {
    const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<Function, Array<{ message?: unknown }>> };
    const messages = new Set<string>();
    for (const [target, rules] of storage.validationMetadatas) {
      // The server's own settings (app-config.ts) speak to operators, in English.
      if (target.name === 'EnvironmentVariables') continue;
      for (const rule of rules) if (typeof rule.message === 'string') messages.add(rule.message);
    }
    expect(messages.size).toBeGreaterThan(50);
    const untranslated = [...messages].filter(
      (message) => translateMessage('es-US', message) === message || /[A-Z][a-z]+ (must|is) /.test(translateMessage('es-US', message)),
    );
    expect(untranslated).toEqual([]);
  });
});
