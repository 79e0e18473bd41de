import { Alert, Button, Card, Group, Loader, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { parameterConstraints, type AdminClaimEventRequest, type ClaimDetail } from '@portal/generated-client';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiReplyError } from '@/api/client';
import { checkValue, constraintOf, maxLengthOf } from '@/forms/constraints';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { ClaimEventList, ClaimFileList } from '@/features/claims';
import { adminClaimQueryOptions, useAddAdminClaimEvent } from '../queries';
import { ADMIN_TIME_ZONE, fromEasternInput } from '../rules';
import { adminText, useAdminText } from '../i18n';

type Kind = AdminClaimEventRequest['kind'];

/**
 * The event kinds staff may add: the spec's enum (AdminClaimEventRequest.kind), so a kind the API
 * gains reaches the list with no change here; a new claim's "reported" goes last, as staff rarely
 * add it. Labelled by the catalogue's `claims.kinds`.
 */
export const CLAIM_EVENT_KINDS: readonly Kind[] = (() => {
  const kinds = constraintOf('AdminClaimEventRequest', 'kind').enum as readonly Kind[];
  return [...kinds.filter((k) => k !== 'reported'), ...kinds.filter((k) => k === 'reported')];
})();

/** The form's values: text as typed; the amount in dollars (sent in cents); one requested item a line. */
export interface ClaimEventForm {
  kind: Kind;
  adjusterName: string;
  adjusterPhone: string;
  adjusterEmail: string;
  scheduledFor: string;
  amount: number | '';
  paymentDate: string;
  paymentMethod: 'check' | 'directDeposit' | '';
  items: string;
  note: string;
}

const EMPTY: ClaimEventForm = {
  kind: 'documentsRequested',
  adjusterName: '',
  adjusterPhone: '',
  adjusterEmail: '',
  scheduledFor: '',
  amount: '',
  paymentDate: '',
  paymentMethod: '',
  items: '',
  note: '',
};

/** The spec's rule of the claim number in GET /api/admin/claims/{claimNumber}. */
const CLAIM_NUMBER_RULE = parameterConstraints.getAdminClaim.claimNumber;
const CLAIM_NUMBER = new RegExp(CLAIM_NUMBER_RULE.pattern);
const itemsOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const cents = (amount: number | '') => (amount === '' ? undefined : Math.round(amount * 100));

/** The problems of the form for its kind, by the spec's rules (generated constraints) and the claims system's required fields. */
export function checkClaimEvent(v: ClaimEventForm): Partial<Record<keyof ClaimEventForm, string>> {
  const t = adminText();
  const e: Partial<Record<keyof ClaimEventForm, string>> = {};
  const put = (k: keyof ClaimEventForm, m: string | null) => {
    if (m) e[k] = m;
  };
  if (v.kind === 'adjusterAssigned') {
    put(
      'adjusterName',
      checkValue(constraintOf('AdminClaimEventAdjuster', 'name'), t('claims.adjusterName'), v.adjusterName.trim(), {
        required: t('claims.errors.adjusterName'),
      }),
    );
    put(
      'adjusterPhone',
      checkValue(constraintOf('AdminClaimEventAdjuster', 'phone'), t('claims.adjusterPhone'), v.adjusterPhone, { pattern: t('claims.errors.tenDigits') }),
    );
    put(
      'adjusterEmail',
      checkValue(constraintOf('AdminClaimEventAdjuster', 'email'), t('claims.adjusterEmail'), v.adjusterEmail, { pattern: t('claims.errors.email') }),
    );
    if (!v.adjusterPhone && !v.adjusterEmail) e.adjusterPhone ??= t('claims.errors.phoneOrEmail');
  }
  if (v.kind === 'inspectionScheduled' && !v.scheduledFor) e.scheduledFor = t('claims.errors.appointment');
  if (v.kind === 'estimateWritten' || v.kind === 'paymentIssued')
    put(
      'amount',
      checkValue(
        constraintOf('AdminClaimEventRequest', 'amountCents'),
        t('claims.amountLabel'),
        cents(v.amount),
        { required: t('claims.errors.amount') },
        v.kind === 'paymentIssued',
      ),
    );
  if (v.kind === 'paymentIssued') {
    put(
      'paymentDate',
      checkValue(
        constraintOf('AdminClaimEventRequest', 'paymentDate'),
        t('claims.paymentDate'),
        v.paymentDate,
        { required: t('claims.errors.paymentDate') },
        true,
      ),
    );
    if (!v.paymentMethod) e.paymentMethod = t('claims.errors.paymentMethod');
  }
  if (v.kind === 'documentsRequested') {
    const items = itemsOf(v.items);
    const rule = constraintOf('AdminClaimEventRequest', 'items');
    if (!items.length) e.items = t('claims.errors.items');
    else if (rule.maxItems !== undefined && items.length > rule.maxItems) e.items = t('claims.errors.maxItems', { max: rule.maxItems });
    else if (items.some((i) => i.length > 200)) e.items = t('claims.errors.itemLength');
  }
  put('note', checkValue(constraintOf('AdminClaimEventRequest', 'note'), t('claims.note'), v.note));
  return e;
}

/** The request for the form's kind: only the fields that kind uses. */
export function claimEventRequest(v: ClaimEventForm): AdminClaimEventRequest {
  const r: AdminClaimEventRequest = { kind: v.kind };
  if (v.kind === 'adjusterAssigned') r.adjuster = { name: v.adjusterName.trim(), phone: v.adjusterPhone || null, email: v.adjusterEmail || null };
  // Staff enter admin times in US Eastern (doc 4 §6), whatever the browser's zone.
  if (v.kind === 'inspectionScheduled') r.scheduledFor = fromEasternInput(v.scheduledFor) ?? new Date(v.scheduledFor).toISOString();
  if ((v.kind === 'estimateWritten' || v.kind === 'paymentIssued') && v.amount !== '') r.amountCents = cents(v.amount);
  if (v.kind === 'paymentIssued') {
    r.paymentDate = v.paymentDate;
    if (v.paymentMethod) r.paymentMethod = v.paymentMethod;
  }
  if (v.kind === 'documentsRequested') r.items = itemsOf(v.items);
  if (v.note.trim()) r.note = v.note.trim();
  return r;
}

/** Claims (issue 16): staff look a claim up by number, read its timeline and add an event, standing in for the claims system. */
export function AdminClaims() {
  const { t } = useAdminText();
  const [typed, setTyped] = useState('');
  const [claimNumber, setClaimNumber] = useState<string | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const claim = useQuery(adminClaimQueryOptions(claimNumber));

  const lookUp = (e: FormEvent) => {
    e.preventDefault();
    const n = typed.trim().toUpperCase();
    if (!CLAIM_NUMBER.test(n)) {
      setLookupError(t('claims.badNumber'));
      return;
    }
    setLookupError(null);
    // Finding the claim shown again reloads it: staff come back to see what the customer sent since.
    if (n === claimNumber) void claim.refetch();
    else setClaimNumber(n);
  };

  const notFound = claim.error instanceof ApiReplyError && claim.error.status === 404;
  return (
    <Stack gap="md">
      <Title order={2}>{t('claims.title')}</Title>
      <form onSubmit={lookUp} noValidate aria-label={t('claims.findForm')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('claims.claimNumber')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            error={lookupError}
            maxLength={CLAIM_NUMBER_RULE.maxLength}
            w={{ base: '100%', xs: 220 }}
            autoComplete="off"
          />
          <Button type="submit">{t('claims.find')}</Button>
        </Group>
      </form>
      {claim.isFetching && !claim.data && <Loader aria-label={t('claims.loading')} />}
      {notFound && <Alert color="red">{t('claims.notFound', { claimNumber })}</Alert>}
      {claim.error && !notFound && <FormErrorAlert title={t('claims.loadFailed')} errors={errorLines(claim.error)} />}
      {claim.data && claimNumber && <ClaimPanel claim={claim.data} claimNumber={claimNumber} />}
    </Stack>
  );
}

function ClaimPanel({ claim, claimNumber }: { claim: ClaimDetail; claimNumber: string }) {
  const { t } = useAdminText();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder padding="md" component="section" aria-labelledby="admin-claim-timeline">
        <Title order={3} id="admin-claim-timeline" mb="xs">
          {t('claims.heading', { claimNumber: claim.claimNumber, status: claim.status })}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {claim.policyNumber} · {claim.type}
          {claim.adjuster ? t('claims.adjuster', { name: claim.adjuster.name }) : ''}
        </Text>
        <ClaimEventList events={claim.timeline} bulletSize={14} testId="admin-claim-timeline" timeZone={{ id: ADMIN_TIME_ZONE, label: 'ET' }} />
        <ClaimFiles claim={claim} />
      </Card>
      <AddEventForm claimNumber={claimNumber} />
    </SimpleGrid>
  );
}

/** The claim's files, each downloaded through the staff call its downloadPath names. */
function ClaimFiles({ claim }: { claim: ClaimDetail }) {
  const { t } = useAdminText();
  return (
    <Stack gap={4} mt="md" component="section" aria-labelledby="admin-claim-files">
      <Title order={4} id="admin-claim-files">
        {t('claims.files')}
      </Title>
      <ClaimFileList claim={claim} label={t('claims.files')} itemTestId="admin-claim-file" />
    </Stack>
  );
}

function AddEventForm({ claimNumber }: { claimNumber: string }) {
  const { t } = useAdminText();
  const [values, setValues] = useState<ClaimEventForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ClaimEventForm, string>>>({});
  const [failure, setFailure] = useState<string[] | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const add = useAddAdminClaimEvent(claimNumber);
  const set = <K extends keyof ClaimEventForm>(k: K, v: ClaimEventForm[K]) => setValues((s) => ({ ...s, [k]: v }));
  const text = (k: 'adjusterName' | 'adjusterPhone' | 'adjusterEmail' | 'scheduledFor' | 'paymentDate' | 'items' | 'note') => ({
    value: values[k],
    onChange: (e: { currentTarget: { value: string } }) => set(k, e.currentTarget.value),
    error: errors[k],
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = checkClaimEvent(values);
    setErrors(problems);
    setAdded(null);
    if (Object.keys(problems).length) return;
    setFailure(null);
    try {
      const detail = await add.mutateAsync(claimEventRequest(values));
      setAdded(detail.timeline.at(-1)?.title ?? t('claims.eventAdded'));
      setValues({ ...EMPTY, kind: values.kind });
    } catch (err) {
      setFailure(errorLines(err));
    }
  };

  const k = values.kind;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="admin-claim-add">
      <Title order={3} id="admin-claim-add" mb="md">
        {t('claims.addTitle')}
      </Title>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('claims.addForm')}>
        <Stack gap="sm">
          {failure && <FormErrorAlert title={t('claims.addFailed')} errors={failure} testId="claim-event-failure" />}
          {added && (
            <Alert color="green" role="status">
              {t('claims.added', { title: added })}
            </Alert>
          )}
          <Select
            label={t('claims.event')}
            data={CLAIM_EVENT_KINDS.map((kind) => ({ value: kind, label: t(`claims.kinds.${kind}`) }))}
            value={k}
            onChange={(v) => v && set('kind', v as Kind)}
            allowDeselect={false}
            required
          />
          {k === 'adjusterAssigned' && (
            <>
              <TextInput label={t('claims.adjusterName')} required maxLength={maxLengthOf('AdminClaimEventAdjuster', 'name')} {...text('adjusterName')} />
              <TextInput
                label={t('claims.adjusterPhone')}
                inputMode="numeric"
                maxLength={maxLengthOf('AdminClaimEventAdjuster', 'phone')}
                {...text('adjusterPhone')}
              />
              <TextInput
                label={t('claims.adjusterEmail')}
                type="email"
                maxLength={maxLengthOf('AdminClaimEventAdjuster', 'email')}
                {...text('adjusterEmail')}
              />
            </>
          )}
          {k === 'inspectionScheduled' && <TextInput label={t('claims.appointment')} type="datetime-local" required {...text('scheduledFor')} />}
          {(k === 'estimateWritten' || k === 'paymentIssued') && (
            <NumberInput
              label={t('claims.amount')}
              required={k === 'paymentIssued'}
              min={0}
              decimalScale={2}
              thousandSeparator=","
              prefix="$"
              value={values.amount}
              onChange={(v) => set('amount', typeof v === 'number' ? v : '')}
              error={errors.amount}
            />
          )}
          {k === 'paymentIssued' && (
            <>
              <TextInput label={t('claims.paymentDate')} type="date" required {...text('paymentDate')} />
              <Select
                label={t('claims.paymentMethod')}
                required
                data={[
                  { value: 'check', label: t('claims.check') },
                  { value: 'directDeposit', label: t('claims.directDeposit') },
                ]}
                value={values.paymentMethod || null}
                onChange={(v) => set('paymentMethod', (v ?? '') as ClaimEventForm['paymentMethod'])}
                error={errors.paymentMethod}
              />
            </>
          )}
          {k === 'documentsRequested' && <Textarea label={t('claims.items')} required autosize minRows={3} {...text('items')} />}
          <Textarea label={t('claims.note')} autosize minRows={2} maxLength={maxLengthOf('AdminClaimEventRequest', 'note')} {...text('note')} />
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t('claims.addEvent')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
