import type { Policy, PolicyDocument } from '@portal/generated-client';
import { Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { CertificatesSection, hasCertificates } from '@/features/certificates';
import { useDocumentOpener } from '@/features/documents';
import { pageCount, pageItems, pageLinks } from '../pagination';
import { renewalOf } from '../policyDisplay';
import { NoResults } from './PolicyLoadError';
import { formatDate } from '@/lib/format';
import { usePoliciesText } from '../i18n';

function DocumentLink({ document, open }: { document: PolicyDocument; open: (url: string) => void }) {
  return (
    <Anchor component="button" type="button" onClick={() => open(document.printUrl)} ta="left">
      {document.description}
    </Anchor>
  );
}

/**
 * A declarations page on one row: its link with the date the policy version it prints took effect
 * below (after a change the earlier pages stay listed; the API's versionEffectiveDate), and its
 * print date (declarations and renewal declarations).
 */
function DatedDocumentRow({ document, open }: { document: PolicyDocument; open: (url: string) => void }) {
  const { t } = usePoliciesText();
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" data-testid="declaration">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <DocumentLink document={document} open={open} />
        {document.versionEffectiveDate && (
          <Text size="xs" c="dimmed">
            {t('documents.versionEffective', { date: formatDate(document.versionEffectiveDate) })}
          </Text>
        )}
      </Stack>
      <Text size="sm" c="dimmed">
        {formatDate(document.printDate)}
      </Text>
    </Group>
  );
}

/** Declarations (the newest shown, more/less for the rest) and forms with a filter and pages (doc 1 §2). */
export function PolicyDocumentsTab({ policy }: { policy: Policy }) {
  const { open, errorAlert } = useDocumentOpener();
  const { t } = usePoliciesText();
  const [showAll, setShowAll] = useState(false);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const declarations = showAll ? policy.declarations : policy.declarations.slice(0, 1);
  const needle = filter.trim().toLowerCase();
  const forms = policy.documents.filter((d) => !needle || d.description.toLowerCase().includes(needle) || (d.formNumber ?? '').toLowerCase().includes(needle));
  const pages = pageCount(forms.length);
  const current = Math.min(page, pages);

  return (
    <Stack gap="lg">
      {errorAlert}
      <section aria-labelledby={`decl-${policy.policyNumber}`}>
        <Title order={3} size="h4" id={`decl-${policy.policyNumber}`} mb="xs">
          {t('documents.declarations')}
        </Title>
        {policy.declarations.length === 0 ? (
          <NoResults />
        ) : (
          <Stack gap={6}>
            {declarations.map((d) => (
              <DatedDocumentRow key={d.printUrl} document={d} open={open} />
            ))}
            {policy.declarations.length > 1 && (
              <Anchor component="button" type="button" size="sm" onClick={() => setShowAll((v) => !v)} style={{ alignSelf: 'flex-start' }}>
                {showAll ? t('documents.showLess') : t('documents.showMore', { count: policy.declarations.length - 1 })}
              </Anchor>
            )}
          </Stack>
        )}
      </section>
      {renewalOf(policy) && (renewalOf(policy)?.declarations.length ?? 0) > 0 && (
        <section aria-labelledby={`renewal-${policy.policyNumber}`}>
          <Title order={3} size="h4" id={`renewal-${policy.policyNumber}`} mb="xs">
            {t('documents.renewalDeclarations')}
          </Title>
          <Stack gap={6}>
            {renewalOf(policy)?.declarations.map((d) => (
              <DatedDocumentRow key={d.printUrl} document={d} open={open} />
            ))}
          </Stack>
        </section>
      )}
      <section aria-labelledby={`forms-${policy.policyNumber}`}>
        <Title order={3} size="h4" id={`forms-${policy.policyNumber}`} mb="xs">
          {t('documents.forms')}
        </Title>
        <TextInput
          label={t('documents.filterLabel')}
          placeholder={t('documents.filterPlaceholder')}
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            setPage(1);
          }}
          mb="sm"
        />
        {forms.length === 0 ? (
          <NoResults />
        ) : (
          <Table striped withTableBorder data-testid="policy-forms">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('documents.form')}</Table.Th>
                <Table.Th>{t('documents.date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pageItems(forms, current).map((d) => (
                <Table.Tr key={d.printUrl}>
                  <Table.Td>
                    <DocumentLink document={d} open={open} />
                    {d.formNumber && (
                      <Text size="xs" c="dimmed">
                        {d.formNumber}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(d.printDate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {pages > 1 && (
          <Group component="nav" aria-label={t('documents.pages')} gap={4} mt="sm">
            <Button size="xs" variant="default" disabled={current === 1} onClick={() => setPage(current - 1)} aria-label={t('documents.previous')}>
              ‹
            </Button>
            {pageLinks(current, pages).map((n) => (
              <Button
                key={n}
                size="xs"
                variant={n === current ? 'filled' : 'default'}
                aria-current={n === current ? 'page' : undefined}
                aria-label={t('documents.page', { page: n })}
                onClick={() => setPage(n)}
              >
                {n}
              </Button>
            ))}
            <Button size="xs" variant="default" disabled={current === pages} onClick={() => setPage(current + 1)} aria-label={t('documents.next')}>
              ›
            </Button>
          </Group>
        )}
      </section>
      {hasCertificates(policy.policyNumber) && <CertificatesSection policyNumber={policy.policyNumber} />}
    </Stack>
  );
}
