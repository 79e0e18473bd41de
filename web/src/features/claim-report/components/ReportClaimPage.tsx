import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { STATE_LIST, STATE_OPTIONS } from '@/lib/states';
import type { FormFailure } from '@/forms/serverErrors';
import { useServerCall } from '@/forms/useServerCall';
import type { ClaimErrorReport, ClaimFile, ClaimFormData, ClaimReportGateway } from '../gateway';
import { isWorkersCompensation, eligiblePolicies, type LossCategory } from '../rules/claimTypes';
import {
  claimView,
  type ClaimDraft,
  draftForPolicy,
  DRIVER_NOT_ON_POLICY,
  EMPTY_DRAFT,
  NO_ONE_DRIVING,
  SEVERITY_LABELS,
  type ThirdPartyDriver,
  VEHICLE_NOT_ON_POLICY,
  withCategoryChoice,
  withConsent,
  withLossType,
} from '../rules/draft';
import { type RejectedFile, totalSizeError } from '../rules/files';
import { CONSENT } from '../rules/photoEstimate';
import { type ClaimRequest, attachmentDetails, claimRequest } from '../rules/request';
import { type ClaimErrors, type ClaimField, claimErrors, FIELD_ORDER, firstError, TEXT_MAX_LENGTH } from '../rules/validation';
import { AgencyContact, ConfirmationDialog, FailureDialog, SubmittingOverlay, YesNoDialog } from './dialogs';
import { AttachmentsSection } from './AttachmentsSection';
import { Choices, CountedText, FieldBox, PhoneInput, Section, SelectField, TextField, useYesNo } from './fields';
import { ThirdPartyModal } from './ThirdPartyModal';
import { claimMaxLength } from '../fieldRules';
import { useZipLookup } from './useZipLookup';
import { CLAIM_TEXTS, useClaimMessage, useClaimReportText } from '../i18n';

/** The page's title and subtitle in English (the spec's texts; the page shows the page's language). */
export const TITLE = CLAIM_TEXTS.title;
export const SUBTITLE = CLAIM_TEXTS.subtitle;

/**
 * /report-claim (doc 4 §2, §4, §5): the policy, then the package part or what's damaged where
 * needed, then the sections in the spec's order. Validation runs per field on change and on all
 * fields at submit (scrolling to and focusing the first failing one); a cancelled policy asks
 * first; the claim is sent with a blocking progress message; the outcome is the Claim
 * Confirmation dialog or Something Went Wrong with the agency's contact.
 */
export function ReportClaimPage({
  data,
  gateway,
  onHome,
  onSubmitted,
  notices,
}: {
  /** Shown under the title, before the form (the simple claim form's offer). */
  notices?: ReactNode;
  data: ClaimFormData;
  gateway: ClaimReportGateway;
  /** Back to the home page (closing the confirmation, cancelling). */
  onHome: () => void;
  /** A claim was recorded: the claims list must show it. */
  onSubmitted: () => void;
}) {
  const { eligible, preselected } = useMemo(() => eligiblePolicies(data.policies), [data.policies]);
  const workersComp = data.policies.filter((p) => isWorkersCompensation(p.policyNumber));
  const [draft, setDraft] = useState<ClaimDraft>(() => (preselected ? draftForPolicy(preselected, data.profile) : EMPTY_DRAFT));
  const [touched, setTouched] = useState<Set<ClaimField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [files, setFiles] = useState<ClaimFile[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [rejectedFiles, setRejectedFiles] = useState<RejectedFile[]>([]);
  /** The API's refusals of fields, until the field changes. */
  const [serverErrors, setServerErrors] = useState<ClaimErrors>({});
  const [thirdPartyEdit, setThirdPartyEdit] = useState<{ index: number | null } | null>(null);
  const [confirmCancelled, setConfirmCancelled] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [claimNumber, setClaimNumber] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ claimNumber: string | null } | null>(null);
  const submissionId = useRef<string>(newSubmissionId());
  const emailsSentFor = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { t } = useClaimReportText();
  const message = useClaimMessage({ max: TEXT_MAX_LENGTH });
  const YES_NO = useYesNo();
  const YES_NO_UNKNOWN = (yes: number, no: number, unknown: number) => [
    { value: String(yes), label: t('common.yes') },
    { value: String(no), label: t('common.no') },
    { value: String(unknown), label: t('common.dontKnow') },
  ];

  const policy = data.policies.find((p) => p.policyNumber === draft.policyNumber && p.canReportClaim) ?? null;
  const view = claimView(draft, policy, data.catalog);
  const allErrors = claimErrors(draft, view);
  const shown: ClaimErrors = {
    ...serverErrors,
    ...(submitted ? allErrors : Object.fromEntries(Object.entries(allErrors).filter(([k]) => touched.has(k as ClaimField)))),
  };
  // The rules' messages in the page's language (the API's arrive in it).
  const errors = Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, message(v)])) as ClaimErrors;

  const touch = (...fields: ClaimField[]) => {
    setServerErrors((e) => (fields.some((f) => f in e) ? Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k as ClaimField))) : e));
    setTouched((prev) => {
      const next = new Set(prev);
      fields.forEach((f) => next.add(f));
      return next;
    });
  };
  const set =
    <K extends keyof ClaimDraft>(k: K) =>
    (v: ClaimDraft[K]) => {
      setDraft((d) => ({ ...d, [k]: v }));
      touch(k as ClaimField);
    };
  const str = (k: keyof ClaimDraft) => set(k) as (v: string) => void;
  /** A text field's value, setter and shown error. */
  const bind = (k: TextKey) => ({ value: draft[k], onChange: str(k), error: errors[k] });

  const choosePolicy = (policyNumber: string) => {
    const chosen = data.policies.find((p) => p.policyNumber === policyNumber);
    setDraft(chosen ? draftForPolicy(chosen, data.profile) : EMPTY_DRAFT);
    setTouched(new Set(['policyNumber']));
    setSubmitted(false);
    submissionId.current = newSubmissionId();
  };

  useZipLookup(draft.otherLocationZip, gateway, (found) =>
    setDraft((d) => ({ ...d, otherLocationCity: found.city, otherLocationStateId: found.stateId ? String(found.stateId) : d.otherLocationStateId })),
  );

  const focusFirst = (e: ClaimErrors) => {
    const first = firstError(e);
    if (!first) return;
    requestAnimationFrame(() => {
      const box = formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`);
      box?.scrollIntoView({ block: 'center' });
      box?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button')?.focus({ preventScroll: true });
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (firstError(allErrors)) {
      focusFirst(allErrors);
      return;
    }
    const sizeError = totalSizeError(files);
    setFilesError(sizeError);
    // The files not attached were listed for the picks before this submission: it no longer concerns them.
    setRejectedFiles([]);
    if (sizeError) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[data-field="files"]')?.scrollIntoView({ block: 'center' }));
      return;
    }
    if (policy?.statusText === 'Cancelled') setConfirmCancelled(true);
    else void send();
  };

  /** What the API refused goes back to the customer's fields or files; anything else is a failure with the agency's emails. */
  const failed = (refusal: FormFailure, claim: ClaimRequest) => {
    setProgress(null);
    if (!policy) return;
    // A refusal of the answers or the files is the customer's to fix, not a technical failure.
    const refused = refusalOf(refusal);
    if (refused.fields) {
      setServerErrors(refused.fields);
      focusFirst(refused.fields);
      return;
    }
    if (refused.files) {
      setFilesError(refused.files);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[data-field="files"]')?.scrollIntoView({ block: 'center' }));
      return;
    }
    setFailure({ claimNumber: null });
    // The error and debug emails go once per submission, and only when the agency has an email.
    if (policy.agency.emails.length > 0 && emailsSentFor.current !== submissionId.current) {
      emailsSentFor.current = submissionId.current;
      const report: ClaimErrorReport = {
        submissionId: submissionId.current,
        policyNumber: policy.policyNumber,
        memberName: data.profile.name,
        policyholderPhone: claim.insuredCellPhone ?? claim.insuredHomePhone ?? claim.insuredWorkPhone ?? null,
        policyholderEmail: claim.preferredEmailAddress ?? null,
        agencyEmailAddress: policy.agency.emails[0] ?? null,
        errorMessage: refusal.errors.join(' '),
        claimDetails: JSON.stringify(claim, null, 2),
        attachmentDetails: attachmentDetails(files.map((f) => ({ name: f.name, size: f.size, type: f.file.type }))),
      };
      void gateway.sendErrorEmail(report).catch(() => undefined);
      void gateway.sendDebugEmail(report).catch(() => undefined);
    }
  };

  // The one submit path (forms/useServerCall): the claim and its files, with progress.
  const sentClaim = useRef<ClaimRequest | null>(null);
  const submission = useServerCall(
    async (currentPolicy: NonNullable<typeof policy>, claim: ClaimRequest) => {
      sentClaim.current = claim;
      const total = files.reduce((s, f) => s + f.size, 0);
      setProgress({ sent: 0, total });
      const result = await gateway.submit({
        submissionId: submissionId.current,
        claim,
        emailDetails: { agencyEmailAddress: currentPolicy.agency.emails[0] ?? null, memberName: data.profile.name || null },
        files,
        onProgress: (sent, all) => setProgress({ sent, total: all }),
      });
      setProgress(null);
      setClaimNumber(result.claimNumber);
      onSubmitted();
    },
    { onFailure: (refusal) => failed(refusal, sentClaim.current!) },
  );

  const send = async () => {
    if (!policy) return;
    setConfirmCancelled(false);
    await submission.call(policy, claimRequest(draft, view, STATE_LIST));
  };

  const saveThirdParty = (driver: ThirdPartyDriver) => {
    setDraft((d) => {
      const list = [...d.thirdParties];
      if (thirdPartyEdit?.index !== null && thirdPartyEdit?.index !== undefined) list[thirdPartyEdit.index] = driver;
      else list.push(driver);
      return { ...d, thirdParties: list };
    });
    touch('thirdParties');
    setThirdPartyEdit(null);
  };

  const policyOptions = eligible.map((p) => ({
    value: p.policyNumber,
    label: t(p.statusText === 'Cancelled' ? 'form.policyOptionCancelled' : 'form.policyOption', { policyNumber: p.policyNumber, typeName: p.typeName }),
  }));

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{t('page.subtitle')}</Text>
      </div>

      {workersComp.length > 0 && (
        <Alert color="blue" title={t('form.workersCompTitle')} data-testid="workers-comp-notice" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          <Stack gap="xs">
            <Text size="sm">{t('form.workersCompText')}</Text>
            <AgencyContact agency={workersComp[0].agency} />
          </Stack>
        </Alert>
      )}

      {notices}

      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('page.title')}>
        <Stack gap="md">
          <Section title={t('form.policySection')}>
            {eligible.length === 0 ? (
              <Text>{t('form.noPolicies')}</Text>
            ) : (
              <SelectField
                field="policyNumber"
                label={t('form.policy')}
                required
                data={policyOptions}
                value={draft.policyNumber}
                onChange={choosePolicy}
                error={errors.policyNumber}
              />
            )}
          </Section>

          {view.asksPackagePart && policy && (
            <Section title={t('form.packagePart')}>
              <SelectField
                field="packagePartNumber"
                label={t('form.packagePart')}
                required
                help={t('form.packagePartHelp')}
                data={policy.packageParts.map((p) => ({ value: String(p.number), label: p.name }))}
                value={draft.packagePartNumber}
                onChange={(v) => {
                  setDraft((d) => withCategoryChoice(d, { packagePartNumber: v }));
                  touch('packagePartNumber');
                }}
                error={errors.packagePartNumber}
              />
            </Section>
          )}

          {view.whatsDamagedChoices.length > 0 && (
            <Section title={t('form.whatsDamaged')}>
              <Choices
                field="whatsDamaged"
                label={t('form.whatsDamaged')}
                options={view.whatsDamagedChoices.map((c) => ({ value: c, label: t(`whatsDamaged.${c}`) }))}
                value={draft.whatsDamaged}
                onChange={(v) => {
                  setDraft((d) => withCategoryChoice(d, { whatsDamaged: v as LossCategory }));
                  touch('whatsDamaged');
                }}
                error={errors.whatsDamaged}
              />
            </Section>
          )}

          {view.sectionsShown && policy && (
            <>
              <Section title={t('form.insuredSection')} testId="insured-section">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <div>
                    <Text size="sm" fw={500}>
                      {t('form.policyholder')}
                    </Text>
                    <Text>{policy.policyHolder.displayName}</Text>
                  </div>
                  {policy.secondaryPolicyHolder && (
                    <div>
                      <Text size="sm" fw={500}>
                        {t('form.secondPolicyholder')}
                      </Text>
                      <Text>{policy.secondaryPolicyHolder.displayName}</Text>
                    </div>
                  )}
                </SimpleGrid>
                <PhoneGroup
                  draft={draft}
                  errors={errors}
                  str={str}
                  phones={[
                    ['insuredHomePhone', t('form.homePhone')],
                    ['insuredWorkPhone', t('form.workPhone')],
                    ['insuredCellPhone', t('form.cellPhone')],
                  ]}
                />
                <TextField
                  field="preferredEmailAddress"
                  label={t('form.email')}
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={claimMaxLength('preferredEmailAddress')}
                  {...bind('preferredEmailAddress')}
                />
                <Choices field="differentThanInsured" label={t('form.differentContact')} options={YES_NO} {...bind('differentThanInsured')} />
                {draft.differentThanInsured === 'yes' && (
                  <>
                    <NamePair
                      draft={draft}
                      errors={errors}
                      str={str}
                      first={['otherContactFirstName', t('form.contactFirstName')]}
                      last={['otherContactLastName', t('form.contactLastName')]}
                    />
                    <Text size="sm" c="dimmed">
                      {t('form.enterOnePhone')}
                    </Text>
                    <PhoneGroup
                      draft={draft}
                      errors={errors}
                      str={str}
                      phones={[
                        ['otherContactHomePhone', t('form.contactHomePhone')],
                        ['otherContactWorkPhone', t('form.contactWorkPhone')],
                        ['otherContactCellPhone', t('form.contactCellPhone')],
                      ]}
                    />
                  </>
                )}
              </Section>

              {view.auto && (
                <Section title={t('form.autoSection')} testId="auto-section">
                  {view.choosesFromPolicy ? (
                    <>
                      <SelectField
                        field="involvedDriverNum"
                        label={t('form.whoWasDriving')}
                        required
                        data={[
                          ...policy.drivers.map((d) => ({ value: String(d.driverNum), label: `${d.firstName} ${d.lastName}` })),
                          { value: DRIVER_NOT_ON_POLICY, label: t('form.driverNotOnPolicy') },
                          { value: NO_ONE_DRIVING, label: t('form.noOneDriving') },
                        ]}
                        {...bind('involvedDriverNum')}
                      />
                      {view.asksDriverName && (
                        <DriverName draft={draft} errors={errors} str={str} first={t('form.driverFirstName')} last={t('form.driverLastName')} />
                      )}
                      <SelectField
                        field="involvedVehicleNum"
                        label={t('form.whichVehicle')}
                        required
                        data={[
                          ...policy.vehicles.map((v) => ({
                            value: String(v.vehicleNum),
                            label: t('form.vehicleOption', { vehicle: `${v.year ?? ''} ${v.make} ${v.model}`.trim(), vin: v.vin.slice(-4) }),
                          })),
                          { value: VEHICLE_NOT_ON_POLICY, label: t('form.vehicleNotOnPolicy') },
                        ]}
                        {...bind('involvedVehicleNum')}
                      />
                    </>
                  ) : (
                    <>
                      <Checkbox
                        label={t('form.noOneDriving')}
                        checked={draft.noDriverToggle}
                        onChange={(e) => {
                          setDraft((d) => ({ ...d, noDriverToggle: e.currentTarget.checked }));
                        }}
                      />
                      {view.asksDriverName && (
                        <DriverName draft={draft} errors={errors} str={str} first={t('form.driverFirstName')} last={t('form.driverLastName')} />
                      )}
                    </>
                  )}
                  {view.asksVehicleDetails && (
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <TextField
                        field="involvedVehicleYear"
                        label={t('form.vehicleYear')}
                        required
                        inputMode="numeric"
                        maxLength={4}
                        value={draft.involvedVehicleYear}
                        onChange={(v) => str('involvedVehicleYear')(v.replace(/\D/g, ''))}
                        error={errors.involvedVehicleYear}
                      />
                      <TextField
                        field="involvedVehicleMake"
                        label={t('form.vehicleMake')}
                        required
                        maxLength={claimMaxLength('involvedVehicleMake')}
                        {...bind('involvedVehicleMake')}
                      />
                      <TextField
                        field="involvedVehicleModel"
                        label={t('form.vehicleModel')}
                        required
                        maxLength={claimMaxLength('involvedVehicleModel')}
                        {...bind('involvedVehicleModel')}
                      />
                      <TextField
                        field="involvedVehicleVin"
                        label={t('form.vin')}
                        maxLength={claimMaxLength('involvedVehicleVin')}
                        value={draft.involvedVehicleVin}
                        onChange={(v) => str('involvedVehicleVin')(v.toUpperCase())}
                      />
                    </SimpleGrid>
                  )}
                </Section>
              )}

              <Section title={t('form.lossSection')} testId="loss-section">
                {view.asksLossType && (
                  <SelectField
                    field="lossTypeId"
                    label={t('form.lossType')}
                    required
                    data={view.lossTypes.map((type) => ({ value: String(type.id), label: type.name }))}
                    value={draft.lossTypeId}
                    onChange={(v) => {
                      setDraft((d) => withLossType(d, v));
                      touch('lossTypeId');
                    }}
                    error={errors.lossTypeId}
                  />
                )}
                {view.asksWaterDamageType && (
                  <SelectField
                    field="waterDamageType"
                    label={t('form.waterDamageType')}
                    required
                    data={data.catalog.waterDamageTypes.map((type) => ({ value: type, label: data.catalog.subTypeNames?.[type] ?? type }))}
                    {...bind('waterDamageType')}
                  />
                )}
                {view.asksOtherDamageType && (
                  <SelectField
                    field="otherDamageType"
                    label={t('form.otherDamageType')}
                    required
                    data={data.catalog.otherDamageTypes.map((type) => ({ value: type, label: data.catalog.subTypeNames?.[type] ?? type }))}
                    {...bind('otherDamageType')}
                  />
                )}
                <TextField field="lossDate" label={t('form.lossDate')} type="date" required max={policy.maxLossDate} {...bind('lossDate')} />
                <CountedText
                  field="lossLocation"
                  label={t('form.lossLocation')}
                  maxLength={claimMaxLength('lossLocation') ?? TEXT_MAX_LENGTH}
                  {...bind('lossLocation')}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextField field="lossCity" label={t('form.city')} required maxLength={claimMaxLength('lossCity')} {...bind('lossCity')} />
                  <SelectField field="lossStateId" label={t('form.state')} required data={STATE_OPTIONS} {...bind('lossStateId')} />
                </SimpleGrid>
                {view.asksSeverity && (
                  <SelectField
                    field="severity"
                    label={t('form.severity')}
                    required
                    help={t('form.severityHelp')}
                    placeholder={null}
                    data={data.catalog.severities.map((s) => {
                      // The value goes to the API as it came; the label is the page's language (one the catalogue lacks shows as sent).
                      const label = SEVERITY_LABELS[s];
                      return { value: s, label: label ? t(`form.severities.${label}`) : s };
                    })}
                    {...bind('severity')}
                  />
                )}
                {view.asksMedicalAttention && (
                  <Choices field="medicalAttention" label={t('form.medicalAttention')} options={YES_NO_UNKNOWN(1, 0, -1)} {...bind('medicalAttention')} />
                )}
                <CountedText
                  field="whatHappened"
                  label={t('form.whatHappened')}
                  maxLength={claimMaxLength('whatHappened') ?? TEXT_MAX_LENGTH}
                  {...bind('whatHappened')}
                />
              </Section>

              {view.asksThirdParties && (
                <Section title={t('form.otherDriversSection')} testId="third-party-section">
                  <Choices field="thirdPartyDrivers" label={t('form.anotherDriver')} options={YES_NO} {...bind('thirdPartyDrivers')} />
                  {draft.thirdPartyDrivers === 'yes' && (
                    <FieldBox field="thirdParties">
                      <Stack gap="xs">
                        {draft.thirdParties.map((d, i) => (
                          <Group key={`${d.firstName}-${d.lastName}-${i}`} justify="space-between" wrap="wrap" data-testid="third-party">
                            <Text>
                              {d.firstName} {d.lastName}
                            </Text>
                            <Group gap="xs">
                              <Button
                                size="xs"
                                variant="light"
                                onClick={() => setThirdPartyEdit({ index: i })}
                                aria-label={t('form.editDriver', { name: `${d.firstName} ${d.lastName}` })}
                              >
                                {t('form.edit')}
                              </Button>
                              <Button
                                size="xs"
                                variant="subtle"
                                color="red"
                                onClick={() => setDraft((d) => ({ ...d, thirdParties: d.thirdParties.filter((_, j) => j !== i) }))}
                                aria-label={t('form.removeDriver', { name: `${d.firstName} ${d.lastName}` })}
                              >
                                {t('form.remove')}
                              </Button>
                            </Group>
                          </Group>
                        ))}
                        <Button
                          variant="outline"
                          onClick={() => setThirdPartyEdit({ index: null })}
                          style={{ alignSelf: 'flex-start' }}
                          disabled={draft.thirdParties.length >= 10}
                        >
                          {t('form.addOtherDriver')}
                        </Button>
                        {errors.thirdParties && (
                          <Text c="red.8" size="sm" role="alert">
                            {errors.thirdParties}
                          </Text>
                        )}
                      </Stack>
                    </FieldBox>
                  )}
                </Section>
              )}

              <AttachmentsSection
                files={files}
                maxFiles={data.catalog.fileRules.maxFiles}
                onChange={(next) => {
                  setFiles(next);
                  setFilesError(totalSizeError(next));
                }}
                rejected={rejectedFiles}
                onRejectedChange={setRejectedFiles}
                error={filesError}
              />

              {view.photoEstimateEligible && (
                <Section title={t('form.appraisalSection')} testId="appraisal-section">
                  <Text size="sm">{t('form.appraisalIntro')}</Text>
                  <Choices field="drivable" label={t('form.drivable')} options={YES_NO_UNKNOWN(1, 2, -1)} {...bind('drivable')} />
                  <Choices field="airbagDeployed" label={t('form.airbag')} options={YES_NO_UNKNOWN(1, 2, 3)} {...bind('airbagDeployed')} />
                  <Choices field="insuredAddress" label={t('form.atInsuredAddress')} options={YES_NO_UNKNOWN(1, 2, -1)} {...bind('insuredAddress')} />
                  {view.asksOtherLocation && (
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <TextField
                        field="otherLocationLine1"
                        label={t('form.vehicleWhere')}
                        maxLength={claimMaxLength('otherLocationLine1')}
                        value={draft.otherLocationLine1}
                        onChange={str('otherLocationLine1')}
                      />
                      <TextField
                        field="otherLocationZip"
                        label={t('form.zip')}
                        inputMode="numeric"
                        maxLength={claimMaxLength('otherLocationZip')}
                        value={draft.otherLocationZip}
                        onChange={(v) => str('otherLocationZip')(v.replace(/\D/g, '').slice(0, 5))}
                        error={errors.otherLocationZip}
                      />
                      <TextField
                        field="otherLocationCity"
                        label={t('form.city')}
                        maxLength={claimMaxLength('otherLocationCity')}
                        value={draft.otherLocationCity}
                        onChange={str('otherLocationCity')}
                      />
                      <SelectField
                        field="otherLocationStateId"
                        label={t('form.state')}
                        data={STATE_OPTIONS}
                        value={draft.otherLocationStateId}
                        onChange={str('otherLocationStateId')}
                      />
                    </SimpleGrid>
                  )}
                  {view.asksConsent && (
                    <>
                      <Choices
                        field="cccClaimConsent"
                        label={t('form.consent')}
                        options={[
                          { value: String(CONSENT.yes), label: t('common.yes') },
                          { value: String(CONSENT.no), label: t('common.no') },
                        ]}
                        value={draft.cccClaimConsent === String(CONSENT.unanswered) ? '' : draft.cccClaimConsent}
                        onChange={(v) => {
                          setDraft((d) => withConsent(d, v));
                          touch('cccClaimConsent');
                        }}
                        error={errors.cccClaimConsent}
                      />
                      {draft.cccClaimConsent === String(CONSENT.yes) && (
                        <PhoneInput field="cccPhone" label={t('form.cccPhone')} required {...bind('cccPhone')} />
                      )}
                    </>
                  )}
                </Section>
              )}
            </>
          )}

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmCancel(true)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={progress !== null}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>

      <ThirdPartyModal
        opened={thirdPartyEdit !== null}
        initial={thirdPartyEdit?.index !== null && thirdPartyEdit?.index !== undefined ? (draft.thirdParties[thirdPartyEdit.index] ?? null) : null}
        onSave={saveThirdParty}
        onClose={() => setThirdPartyEdit(null)}
      />
      <YesNoDialog
        opened={confirmCancel}
        title={t('dialogs.cancelTitle')}
        text={t('dialogs.cancelText')}
        yes={t('dialogs.cancelYes')}
        no={t('dialogs.cancelNo')}
        onYes={onHome}
        onNo={() => setConfirmCancel(false)}
      />
      <YesNoDialog
        opened={confirmCancelled}
        title={t('dialogs.confirmTitle')}
        text={t('dialogs.confirmText')}
        yes={t('common.yes')}
        no={t('common.no')}
        onYes={() => void send()}
        onNo={() => setConfirmCancelled(false)}
      />
      <SubmittingOverlay progress={progress} />
      <ConfirmationDialog claimNumber={claimNumber} onClose={onHome} />
      <FailureDialog failure={failure} agency={policy?.agency ?? null} onClose={() => setFailure(null)} />
    </Stack>
  );
}

/** The draft's text fields: those a field component binds to. */
type TextKey = { [K in ClaimField]: K extends keyof ClaimDraft ? (ClaimDraft[K] extends string ? K : never) : never }[ClaimField];

/** What a group of fields needs of the form: the draft, the errors shown and the setter. */
interface FieldGroupProps {
  draft: ClaimDraft;
  errors: ClaimErrors;
  str: (k: keyof ClaimDraft) => (v: string) => void;
}

/** Phones side by side (home, work, cell), none required on its own. */
function PhoneGroup({ draft, errors, str, phones }: FieldGroupProps & { phones: readonly (readonly [TextKey, string])[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {phones.map(([field, label]) => (
        <PhoneInput key={field} field={field} label={label} value={draft[field]} onChange={str(field)} error={errors[field]} />
      ))}
    </SimpleGrid>
  );
}

/** A required first and last name side by side. */
function NamePair({ draft, errors, str, first, last }: FieldGroupProps & { first: readonly [TextKey, string]; last: readonly [TextKey, string] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {[first, last].map(([field, label]) => (
        <TextField
          key={field}
          field={field}
          label={label}
          required
          maxLength={claimMaxLength(field)}
          value={draft[field]}
          onChange={str(field)}
          error={errors[field]}
        />
      ))}
    </SimpleGrid>
  );
}

function DriverName({ draft, errors, str, first, last }: FieldGroupProps & { first: string; last: string }) {
  return <NamePair draft={draft} errors={errors} str={str} first={['involvedDriverFirstName', first]} last={['involvedDriverLastName', last]} />;
}

const FILE_REFUSALS: readonly string[] = [
  'CLAIM_FILE_TOO_LARGE',
  'CLAIM_FILES_TOO_LARGE',
  'CLAIM_FILE_TYPE_REFUSED',
  'CLAIM_FILE_DUPLICATE',
  'CLAIM_TOO_MANY_FILES',
];

/**
 * What the API refused, by its code: the answers (VALIDATION_FAILED with `claim.<field>` field
 * errors the form shows) or the files (their codes; the messages are the spec's texts).
 */
function refusalOf(failure: FormFailure): { fields?: ClaimErrors; files?: string } {
  if (failure.code === 'VALIDATION_FAILED') {
    const fields = Object.fromEntries(
      Object.entries(failure.fieldErrors)
        .map(([k, v]) => [k.replace(/^claim\./, ''), v] as const)
        .filter(([k]) => (FIELD_ORDER as readonly string[]).includes(k)),
    ) as ClaimErrors;
    return Object.keys(fields).length > 0 ? { fields } : {};
  }
  if (failure.code && FILE_REFUSALS.includes(failure.code)) return { files: failure.errors.join(' ') };
  return {};
}

/** A version 4 UUID (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newSubmissionId(): string {
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
