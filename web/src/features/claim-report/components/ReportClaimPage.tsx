import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { STATE_LIST, STATE_OPTIONS } from '@/lib/states';
import { ApiReplyError } from '@/api/client';
import { errorLines } from '@/forms/serverErrors';
import type { ClaimErrorReport, ClaimFile, ClaimFormData, ClaimReportGateway } from '../gateway';
import { isWorkersCompensation, eligiblePolicies, WHATS_DAMAGED_LABELS, type LossCategory } from '../rules/claimTypes';
import {
  claimView,
  type ClaimDraft,
  draftForPolicy,
  DRIVER_NOT_ON_POLICY,
  EMPTY_DRAFT,
  NO_ONE_DRIVING,
  type ThirdPartyDriver,
  VEHICLE_NOT_ON_POLICY,
  withCategoryChoice,
  withConsent,
  withLossType,
} from '../rules/draft';
import { totalSizeError } from '../rules/files';
import { CONSENT } from '../rules/photoEstimate';
import { attachmentDetails, claimRequest } from '../rules/request';
import { type ClaimErrors, type ClaimField, claimErrors, FIELD_ORDER, firstError, TEXT_MAX_LENGTH } from '../rules/validation';
import { AgencyContact, ConfirmationDialog, CONFIRM_SUBMISSION_TEXT, CONFIRM_SUBMISSION_TITLE, FailureDialog, SubmittingOverlay, YesNoDialog } from './dialogs';
import { AttachmentsSection } from './AttachmentsSection';
import { Choices, CountedText, FieldBox, PhoneInput, Section, SelectField, TextField, YES_NO } from './fields';
import { ThirdPartyModal } from './ThirdPartyModal';
import { claimMaxLength } from '../fieldRules';
import { useZipLookup } from './useZipLookup';

export const TITLE = 'Report Claim';
export const SUBTITLE = 'Fill in the fields below to report a claim.';

const YES_NO_UNKNOWN = (yes: number, no: number, unknown: number) => [
  { value: String(yes), label: 'Yes' },
  { value: String(no), label: 'No' },
  { value: String(unknown), label: "I don't know" },
];

const PACKAGE_PART_HELP = 'The part of your package policy that covers this loss, for example Garage for a vehicle or Property for a building.';
const SEVERITY_HELP = "How bad the loss is. Choose I don't know if you are not sure; it is then reported as a Minor Loss.";

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
}: {
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

  const policy = data.policies.find((p) => p.policyNumber === draft.policyNumber && p.canReportClaim) ?? null;
  const view = claimView(draft, policy, data.catalog);
  const allErrors = claimErrors(draft, view);
  const errors: ClaimErrors = {
    ...serverErrors,
    ...(submitted ? allErrors : Object.fromEntries(Object.entries(allErrors).filter(([k]) => touched.has(k as ClaimField)))),
  };

  const touch = (...fields: ClaimField[]) => {
    setServerErrors((e) => (fields.some((f) => f in e) ? Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k as ClaimField))) : e));
    setTouched((t) => {
      const next = new Set(t);
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
    if (sizeError) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[data-field="files"]')?.scrollIntoView({ block: 'center' }));
      return;
    }
    if (policy?.statusText === 'Cancelled') setConfirmCancelled(true);
    else void send();
  };

  const send = async () => {
    if (!policy) return;
    setConfirmCancelled(false);
    const claim = claimRequest(draft, view, STATE_LIST);
    const total = files.reduce((s, f) => s + f.size, 0);
    setProgress({ sent: 0, total });
    try {
      const result = await gateway.submit({
        submissionId: submissionId.current,
        claim,
        emailDetails: { agencyEmailAddress: policy.agency.emails[0] ?? null, memberName: data.profile.name || null },
        files,
        onProgress: (sent, all) => setProgress({ sent, total: all }),
      });
      setProgress(null);
      setClaimNumber(result.claimNumber);
      onSubmitted();
    } catch (error) {
      setProgress(null);
      // A refusal of the answers or the files is the customer's to fix, not a technical failure.
      const refusal = refusalOf(error);
      if (refusal.fields) {
        setServerErrors(refusal.fields);
        focusFirst(refusal.fields);
        return;
      }
      if (refusal.files) {
        setFilesError(refusal.files);
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
          errorMessage: errorLines(error).join(' '),
          claimDetails: JSON.stringify(claim, null, 2),
          attachmentDetails: attachmentDetails(files.map((f) => ({ name: f.name, size: f.size, type: f.file.type }))),
        };
        void gateway.sendErrorEmail(report).catch(() => undefined);
        void gateway.sendDebugEmail(report).catch(() => undefined);
      }
    }
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
    label: `${p.policyNumber} ${p.typeName}${p.statusText === 'Cancelled' ? ' (Cancelled)' : ''}`,
  }));

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{TITLE}</Title>
        <Text c="dimmed">{SUBTITLE}</Text>
      </div>

      {workersComp.length > 0 && (
        <Alert color="blue" title="Workers' Compensation" data-testid="workers-comp-notice" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          <Stack gap="xs">
            <Text size="sm">
              Workers&apos; Compensation claims cannot be reported here. Please contact your agent to report a Workers&apos; Compensation claim.
            </Text>
            <AgencyContact agency={workersComp[0].agency} />
          </Stack>
        </Alert>
      )}

      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={TITLE}>
        <Stack gap="md">
          <Section title="Policy">
            {eligible.length === 0 ? (
              <Text>You have no policies a claim can be reported on here. Please contact your agent.</Text>
            ) : (
              <SelectField
                field="policyNumber"
                label="Policy"
                required
                data={policyOptions}
                value={draft.policyNumber}
                onChange={choosePolicy}
                error={errors.policyNumber}
              />
            )}
          </Section>

          {view.asksPackagePart && policy && (
            <Section title="Package Part">
              <SelectField
                field="packagePartNumber"
                label="Package Part"
                required
                help={PACKAGE_PART_HELP}
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
            <Section title="What's damaged?">
              <Choices
                field="whatsDamaged"
                label="What's damaged?"
                options={view.whatsDamagedChoices.map((c) => ({ value: c, label: WHATS_DAMAGED_LABELS[c] }))}
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
              <Section title="Insured Information" testId="insured-section">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <div>
                    <Text size="sm" fw={500}>
                      Policyholder
                    </Text>
                    <Text>{policy.policyHolder.displayName}</Text>
                  </div>
                  {policy.secondaryPolicyHolder && (
                    <div>
                      <Text size="sm" fw={500}>
                        Second policyholder
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
                    ['insuredHomePhone', 'Home phone'],
                    ['insuredWorkPhone', 'Work phone'],
                    ['insuredCellPhone', 'Cell phone'],
                  ]}
                />
                <TextField
                  field="preferredEmailAddress"
                  label="Preferred email address"
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={claimMaxLength('preferredEmailAddress')}
                  {...bind('preferredEmailAddress')}
                />
                <Choices
                  field="differentThanInsured"
                  label="Is the contact for this claim different than the insured?"
                  options={YES_NO}
                  {...bind('differentThanInsured')}
                />
                {draft.differentThanInsured === 'yes' && (
                  <>
                    <NamePair
                      draft={draft}
                      errors={errors}
                      str={str}
                      first={['otherContactFirstName', 'Contact first name']}
                      last={['otherContactLastName', 'Contact last name']}
                    />
                    <Text size="sm" c="dimmed">
                      Enter at least one phone number.
                    </Text>
                    <PhoneGroup
                      draft={draft}
                      errors={errors}
                      str={str}
                      phones={[
                        ['otherContactHomePhone', 'Contact home phone'],
                        ['otherContactWorkPhone', 'Contact work phone'],
                        ['otherContactCellPhone', 'Contact cell phone'],
                      ]}
                    />
                  </>
                )}
              </Section>

              {view.auto && (
                <Section title="Driver and Vehicle" testId="auto-section">
                  {view.choosesFromPolicy ? (
                    <>
                      <SelectField
                        field="involvedDriverNum"
                        label="Who was driving?"
                        required
                        data={[
                          ...policy.drivers.map((d) => ({ value: String(d.driverNum), label: `${d.firstName} ${d.lastName}` })),
                          { value: DRIVER_NOT_ON_POLICY, label: 'Driver not on the policy' },
                          { value: NO_ONE_DRIVING, label: 'No one was driving' },
                        ]}
                        {...bind('involvedDriverNum')}
                      />
                      {view.asksDriverName && <DriverName draft={draft} errors={errors} str={str} />}
                      <SelectField
                        field="involvedVehicleNum"
                        label="Which vehicle?"
                        required
                        data={[
                          ...policy.vehicles.map((v) => ({
                            value: String(v.vehicleNum),
                            label: `${v.year ?? ''} ${v.make} ${v.model} (VIN ending ${v.vin.slice(-4)})`.trim(),
                          })),
                          { value: VEHICLE_NOT_ON_POLICY, label: 'Vehicle not on the policy' },
                        ]}
                        {...bind('involvedVehicleNum')}
                      />
                    </>
                  ) : (
                    <>
                      <Checkbox
                        label="No one was driving"
                        checked={draft.noDriverToggle}
                        onChange={(e) => {
                          setDraft((d) => ({ ...d, noDriverToggle: e.currentTarget.checked }));
                        }}
                      />
                      {view.asksDriverName && <DriverName draft={draft} errors={errors} str={str} />}
                    </>
                  )}
                  {view.asksVehicleDetails && (
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <TextField
                        field="involvedVehicleYear"
                        label="Vehicle year"
                        required
                        inputMode="numeric"
                        maxLength={4}
                        value={draft.involvedVehicleYear}
                        onChange={(v) => str('involvedVehicleYear')(v.replace(/\D/g, ''))}
                        error={errors.involvedVehicleYear}
                      />
                      <TextField
                        field="involvedVehicleMake"
                        label="Vehicle make"
                        required
                        maxLength={claimMaxLength('involvedVehicleMake')}
                        {...bind('involvedVehicleMake')}
                      />
                      <TextField
                        field="involvedVehicleModel"
                        label="Vehicle model"
                        required
                        maxLength={claimMaxLength('involvedVehicleModel')}
                        {...bind('involvedVehicleModel')}
                      />
                      <TextField
                        field="involvedVehicleVin"
                        label="VIN"
                        maxLength={claimMaxLength('involvedVehicleVin')}
                        value={draft.involvedVehicleVin}
                        onChange={(v) => str('involvedVehicleVin')(v.toUpperCase())}
                      />
                    </SimpleGrid>
                  )}
                </Section>
              )}

              <Section title="Loss Information" testId="loss-section">
                {view.asksLossType && (
                  <SelectField
                    field="lossTypeId"
                    label="Type of loss"
                    required
                    data={view.lossTypes.map((t) => ({ value: String(t.id), label: t.name }))}
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
                    label="Type of water damage"
                    required
                    data={data.catalog.waterDamageTypes.map((t) => ({ value: t, label: t }))}
                    {...bind('waterDamageType')}
                  />
                )}
                {view.asksOtherDamageType && (
                  <SelectField
                    field="otherDamageType"
                    label="Type of damage"
                    required
                    data={data.catalog.otherDamageTypes.map((t) => ({ value: t, label: t }))}
                    {...bind('otherDamageType')}
                  />
                )}
                <TextField field="lossDate" label="Date of loss" type="date" required max={policy.maxLossDate} {...bind('lossDate')} />
                <CountedText
                  field="lossLocation"
                  label="Where did the loss happen?"
                  maxLength={claimMaxLength('lossLocation') ?? TEXT_MAX_LENGTH}
                  {...bind('lossLocation')}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextField field="lossCity" label="City" required maxLength={claimMaxLength('lossCity')} {...bind('lossCity')} />
                  <SelectField field="lossStateId" label="State" required data={STATE_OPTIONS} {...bind('lossStateId')} />
                </SimpleGrid>
                {view.asksSeverity && (
                  <SelectField
                    field="severity"
                    label="Severity"
                    required
                    help={SEVERITY_HELP}
                    placeholder={null}
                    data={data.catalog.severities.map((s) => ({ value: s, label: s }))}
                    {...bind('severity')}
                  />
                )}
                {view.asksMedicalAttention && (
                  <Choices
                    field="medicalAttention"
                    label="Did anyone need medical attention?"
                    options={YES_NO_UNKNOWN(1, 0, -1)}
                    {...bind('medicalAttention')}
                  />
                )}
                <CountedText
                  field="whatHappened"
                  label="What happened?"
                  maxLength={claimMaxLength('whatHappened') ?? TEXT_MAX_LENGTH}
                  {...bind('whatHappened')}
                />
              </Section>

              {view.asksThirdParties && (
                <Section title="Other Drivers" testId="third-party-section">
                  <Choices field="thirdPartyDrivers" label="Was another driver involved?" options={YES_NO} {...bind('thirdPartyDrivers')} />
                  {draft.thirdPartyDrivers === 'yes' && (
                    <FieldBox field="thirdParties">
                      <Stack gap="xs">
                        {draft.thirdParties.map((t, i) => (
                          <Group key={`${t.firstName}-${t.lastName}-${i}`} justify="space-between" wrap="wrap" data-testid="third-party">
                            <Text>
                              {t.firstName} {t.lastName}
                            </Text>
                            <Group gap="xs">
                              <Button
                                size="xs"
                                variant="light"
                                onClick={() => setThirdPartyEdit({ index: i })}
                                aria-label={`Edit ${t.firstName} ${t.lastName}`}
                              >
                                Edit
                              </Button>
                              <Button
                                size="xs"
                                variant="subtle"
                                color="red"
                                onClick={() => setDraft((d) => ({ ...d, thirdParties: d.thirdParties.filter((_, j) => j !== i) }))}
                                aria-label={`Remove ${t.firstName} ${t.lastName}`}
                              >
                                Remove
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
                          Add Other Driver
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
                error={filesError}
              />

              {view.photoEstimateEligible && (
                <Section title="Virtual Appraisal" testId="appraisal-section">
                  <Text size="sm">
                    Your vehicle may qualify for a photo estimate: you take pictures of the damage with your phone and an appraiser reviews them.
                  </Text>
                  <Choices field="drivable" label="Is the vehicle drivable?" options={YES_NO_UNKNOWN(1, 2, -1)} {...bind('drivable')} />
                  <Choices field="airbagDeployed" label="Did an airbag deploy?" options={YES_NO_UNKNOWN(1, 2, 3)} {...bind('airbagDeployed')} />
                  <Choices
                    field="insuredAddress"
                    label="Is the vehicle at the insured's address?"
                    options={YES_NO_UNKNOWN(1, 2, -1)}
                    {...bind('insuredAddress')}
                  />
                  {view.asksOtherLocation && (
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <TextField
                        field="otherLocationLine1"
                        label="Where is the vehicle? (street address)"
                        maxLength={claimMaxLength('otherLocationLine1')}
                        value={draft.otherLocationLine1}
                        onChange={str('otherLocationLine1')}
                      />
                      <TextField
                        field="otherLocationZip"
                        label="Zip code"
                        inputMode="numeric"
                        maxLength={claimMaxLength('otherLocationZip')}
                        value={draft.otherLocationZip}
                        onChange={(v) => str('otherLocationZip')(v.replace(/\D/g, '').slice(0, 5))}
                        error={errors.otherLocationZip}
                      />
                      <TextField
                        field="otherLocationCity"
                        label="City"
                        maxLength={claimMaxLength('otherLocationCity')}
                        value={draft.otherLocationCity}
                        onChange={str('otherLocationCity')}
                      />
                      <SelectField
                        field="otherLocationStateId"
                        label="State"
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
                        label="Would you like to get a photo estimate? We will text you a link to take the pictures."
                        options={[
                          { value: String(CONSENT.yes), label: 'Yes' },
                          { value: String(CONSENT.no), label: 'No' },
                        ]}
                        value={draft.cccClaimConsent === String(CONSENT.unanswered) ? '' : draft.cccClaimConsent}
                        onChange={(v) => {
                          setDraft((d) => withConsent(d, v));
                          touch('cccClaimConsent');
                        }}
                        error={errors.cccClaimConsent}
                      />
                      {draft.cccClaimConsent === String(CONSENT.yes) && (
                        <PhoneInput field="cccPhone" label="Mobile phone for the photo estimate texts" required {...bind('cccPhone')} />
                      )}
                    </>
                  )}
                </Section>
              )}
            </>
          )}

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmCancel(true)}>
              Cancel
            </Button>
            <Button type="submit" loading={progress !== null}>
              Submit
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
        title="Cancel Claim"
        text="Are you sure you want to cancel? The claim will not be reported."
        yes="Yes, cancel"
        no="No, keep reporting"
        onYes={onHome}
        onNo={() => setConfirmCancel(false)}
      />
      <YesNoDialog
        opened={confirmCancelled}
        title={CONFIRM_SUBMISSION_TITLE}
        text={CONFIRM_SUBMISSION_TEXT}
        yes="Yes"
        no="No"
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

function DriverName({ draft, errors, str }: FieldGroupProps) {
  return (
    <NamePair
      draft={draft}
      errors={errors}
      str={str}
      first={['involvedDriverFirstName', 'Driver first name']}
      last={['involvedDriverLastName', 'Driver last name']}
    />
  );
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
function refusalOf(error: unknown): { fields?: ClaimErrors; files?: string } {
  if (!(error instanceof ApiReplyError)) return {};
  if (error.code === 'VALIDATION_FAILED') {
    const fields = Object.fromEntries(
      Object.entries(error.fieldErrors)
        .map(([k, v]) => [k.replace(/^claim\./, ''), v] as const)
        .filter(([k]) => (FIELD_ORDER as readonly string[]).includes(k)),
    ) as ClaimErrors;
    return Object.keys(fields).length > 0 ? { fields } : {};
  }
  if (error.code && FILE_REFUSALS.includes(error.code)) return { files: error.errors.join(' ') };
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
