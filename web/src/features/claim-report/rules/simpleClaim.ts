import type { ClaimReportRequest } from '@portal/generated-client';
import { ruleFor } from '@/forms/constraints';
import type { ClaimPolicy } from './draft';
import en from '@/i18n/locales/en/claim-report.json';
import { INVALID_PHONE } from './phone';
import { FILL_OUT, FUTURE_LOSS_DATE, SELECT_VALUE } from './validation';

/** Doc 4 §8: the simple claim modal's failure message, word for word. */
export const SIMPLE_CLAIM_FAILED = en.simple.failed;

/** What the simple claim form holds while it is filled in (doc 4 §3 "Claim report fields (simple form)"). */
export interface SimpleClaimValues {
  policyNumber: string;
  lossType: string;
  lossDate: string;
  policyHolder: string;
  emailAddress: string;
  /** As typed, masked 111-111-1111; sent as its 10 digits. */
  phoneNumber: string;
  /** 'yes' or 'no'; '' until answered. */
  injuriesExist: '' | 'yes' | 'no';
  lossDescription: string;
}

/** The policies the simple form takes (any but WCP, as the API says with canReportSimpleClaim). */
export function simpleClaimPolicies<P extends Pick<ClaimPolicy, 'canReportSimpleClaim'>>(policies: readonly P[]): P[] {
  return policies.filter((p) => p.canReportSimpleClaim);
}

/**
 * The policies the Report Claim form turns away but the simple form takes (umbrella and pending
 * policies): /report-claim offers the simple form for them.
 */
export function simpleClaimOnlyPolicies<P extends Pick<ClaimPolicy, 'canReportClaim' | 'canReportSimpleClaim'>>(policies: readonly P[]): P[] {
  return policies.filter((p) => p.canReportSimpleClaim && !p.canReportClaim);
}

/** The prefills of a chosen policy: its policyholder, the profile's email and phone, today as the date of loss. */
export function simpleClaimValuesFor(
  policy: Pick<ClaimPolicy, 'policyNumber' | 'policyHolder' | 'maxLossDate'> | null,
  profile: { email: string; phone: string },
  current?: SimpleClaimValues,
): SimpleClaimValues {
  return {
    policyNumber: policy?.policyNumber ?? '',
    lossType: current?.lossType ?? '',
    lossDate: current?.lossDate || policy?.maxLossDate || '',
    policyHolder: policy?.policyHolder.displayName ?? '',
    emailAddress: current?.emailAddress || profile.email,
    phoneNumber: current?.phoneNumber || profile.phone,
    injuriesExist: current?.injuriesExist ?? '',
    lossDescription: current?.lossDescription ?? '',
  };
}

/** The date of loss cannot be after the latest date the policy takes (today). */
export function lossDateError(lossDate: string, maxLossDate: string | undefined): string | null {
  return lossDate && maxLossDate && lossDate > maxLossDate ? FUTURE_LOSS_DATE : null;
}

/** POST /api/claim's body: trimmed texts, the phone's digits, injuries as a boolean. */
export function simpleClaimRequest(v: SimpleClaimValues): ClaimReportRequest {
  return {
    policyNumber: v.policyNumber,
    lossType: v.lossType.trim(),
    lossDate: v.lossDate,
    policyHolder: v.policyHolder.trim(),
    emailAddress: v.emailAddress.trim(),
    phoneNumber: v.phoneNumber.replace(/\D/g, ''),
    injuriesExist: v.injuriesExist === 'yes',
    lossDescription: v.lossDescription.trim(),
  };
}

const SCHEMA = 'ClaimReportRequest';

/** The fields' names in the rules' messages (the form passes them in the page's language). */
export type SimpleClaimLabels = Record<'policyNumber' | 'lossType' | 'lossDate' | 'policyHolder' | 'emailAddress' | 'phoneNumber' | 'lossDescription', string>;
const ENGLISH_LABELS: SimpleClaimLabels = {
  policyNumber: en.simple.policy,
  lossType: en.simple.lossType,
  lossDate: en.simple.lossDate,
  policyHolder: en.simple.policyholder,
  emailAddress: en.simple.email,
  phoneNumber: en.simple.phone,
  lossDescription: en.simple.whatHappened.replace(/\?$/, ''),
};

/**
 * The simple form's rules: each field's from the spec's generated constraints of
 * ClaimReportRequest (required, lengths, patterns, email format), the phone checked on its
 * digits, the date of loss not after today, and injuries answered.
 */
export function simpleClaimRules(maxLossDateOf: (policyNumber: string) => string | undefined, labels: SimpleClaimLabels = ENGLISH_LABELS) {
  const phoneRule = ruleFor(SCHEMA, 'phoneNumber', labels.phoneNumber, { pattern: INVALID_PHONE });
  const dateRule = ruleFor(SCHEMA, 'lossDate', labels.lossDate, { required: FILL_OUT });
  return {
    policyNumber: ruleFor(SCHEMA, 'policyNumber', labels.policyNumber, { required: FILL_OUT }),
    lossType: ruleFor(SCHEMA, 'lossType', labels.lossType, { required: FILL_OUT }),
    lossDate: (value: unknown, values: Pick<SimpleClaimValues, 'policyNumber'>) =>
      dateRule(value) ?? lossDateError(typeof value === 'string' ? value : '', maxLossDateOf(values.policyNumber)),
    policyHolder: ruleFor(SCHEMA, 'policyHolder', labels.policyHolder, { required: FILL_OUT }),
    emailAddress: ruleFor(SCHEMA, 'emailAddress', labels.emailAddress, { required: FILL_OUT }),
    phoneNumber: (value: unknown) => {
      const digits = (typeof value === 'string' ? value : '').replace(/\D/g, '');
      return digits === '' ? FILL_OUT : phoneRule(digits);
    },
    injuriesExist: (value: unknown) => (value === 'yes' || value === 'no' ? null : SELECT_VALUE),
    lossDescription: ruleFor(SCHEMA, 'lossDescription', labels.lossDescription, { required: FILL_OUT }),
  };
}
