import { Badge, Button, Group, Loader, Modal, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title, Typography } from '@mantine/core';
import { maxLengthOf } from '@/forms/constraints';
import type { AdminAdvertisement } from '@portal/generated-client';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { advertisementsQueryOptions, useDeleteAdvertisement, useResetAdvertisement, useSaveAdvertisement } from '../queries';
import { AD_SIZES, checkAdvertisement } from '../rules';
import { type AdminNotice, NoticeBox } from './Notice';
import { ConfirmDeleteModal, SaveCancelActions } from './DialogParts';
import { useAdminForm } from './useAdminForm';
import { useAdminText } from '../i18n';

type Editing = { ad: AdminAdvertisement | null } | null;

/** The rich-text editor (tiptap) loads with the form only: its code stays out of every other screen. */
const AdvertisementBodyEditor = lazy(() => import('./AdvertisementBodyEditor'));

/** Advertisements: add, edit, delete; reset every customer's hide flag (doc 4 §6). */
export function Advertisements() {
  const { t } = useAdminText();
  const list = useQuery(advertisementsQueryOptions());
  const del = useDeleteAdvertisement();
  const save = useSaveAdvertisement();
  const reset = useResetAdvertisement();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminAdvertisement | null>(null);
  const [notice, setNotice] = useState<AdminNotice>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('ads.title')}</Title>
        <Group gap="sm">
          <Button
            variant="default"
            loading={reset.isPending}
            onClick={() => {
              setNotice(null);
              reset.mutateAsync().then(
                (r) =>
                  setNotice({
                    kind: 'success',
                    text: t('ads.shownAgain', { count: r.customers }),
                  }),
                (err: unknown) => setNotice({ kind: 'error', title: t('ads.resetFailed'), lines: errorLines(err) }),
              );
            }}
          >
            {t('ads.showAgain')}
          </Button>
          <Button onClick={() => setEditing({ ad: null })}>{t('ads.add')}</Button>
        </Group>
      </Group>
      <NoticeBox notice={notice} onClose={() => setNotice(null)} />
      {list.isPending && <Loader aria-label={t('ads.loading')} />}
      {list.isError && <FormErrorAlert title={t('ads.loadFailed')} errors={errorLines(list.error)} />}
      {list.data?.length === 0 && <Text>{t('ads.none')}</Text>}
      {list.data?.map((ad) => (
        <Paper key={ad.id} withBorder p={{ base: 'sm', sm: 'md' }} data-testid="advertisement">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Title order={3} size="h4">
                {ad.header}
              </Title>
              <Group gap="xs">
                {ad.isActive && <Badge color="teal.9">{t('ads.shownToday')}</Badge>}
                <Badge variant="light">{t(`ads.sizes.${ad.size}`)}</Badge>
                <Text size="sm">{t('ads.from', { date: ad.activeOn })}</Text>
              </Group>
            </Group>
            {/* Stored HTML is sanitised by the server when saved, the same sanitiser the customers' page relies on. */}
            <Typography>
              <div dangerouslySetInnerHTML={{ __html: ad.bodyHtml }} />
            </Typography>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => setEditing({ ad })} aria-label={t('ads.editLabel', { header: ad.header })}>
                {t('common.edit')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setDeleting(ad)} aria-label={t('ads.deleteLabel', { header: ad.header })}>
                {t('common.delete')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      {editing && <AdvertisementForm ad={editing.ad} save={save} onClose={() => setEditing(null)} />}
      <ConfirmDeleteModal
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title={t('ads.deleteTitle')}
        pending={del.isPending}
        onConfirm={() => {
          if (!deleting) return;
          del.mutateAsync(deleting.id).then(
            () => setDeleting(null),
            (err: unknown) => {
              setDeleting(null);
              setNotice({ kind: 'error', title: t('common.deleteFailed'), lines: errorLines(err) });
            },
          );
        }}
      >
        <Text size="sm">{t('ads.deleteConfirm', { header: deleting?.header ?? '' })}</Text>
      </ConfirmDeleteModal>
    </Stack>
  );
}

/** `save` belongs to the list: the form unmounts as the save ends, and must not own the mutation's observer. */
function AdvertisementForm({ ad, save, onClose }: { ad: AdminAdvertisement | null; save: ReturnType<typeof useSaveAdvertisement>; onClose: () => void }) {
  const { t } = useAdminText();
  const { values, setField, errors, failure, onSubmit, textInput } = useAdminForm(
    {
      header: ad?.header ?? '',
      size: String(ad?.size ?? 2),
      activeOn: ad?.activeOn ?? '',
      bodyHtml: ad?.bodyHtml ?? '',
    },
    checkAdvertisement,
  );

  const submit = onSubmit(async (v) => {
    await save.mutateAsync({
      id: ad?.id,
      header: v.header.trim(),
      size: Number(v.size) as 0 | 1 | 2 | 3,
      activeOn: v.activeOn,
      bodyHtml: v.bodyHtml,
    });
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={ad ? t('ads.editTitle') : t('ads.addTitle')} size="xl" centered>
      <form onSubmit={submit} noValidate aria-label={t('ads.form')}>
        <Stack gap="sm">
          {failure && <FormErrorAlert title={t('fixed.failedToSave')} errors={failure} />}
          <TextInput label={t('ads.header')} required maxLength={maxLengthOf('AdvertisementRequest', 'header')} {...textInput('header')} data-autofocus />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label={t('ads.size')}
              value={values.size}
              onChange={(e) => setField('size', e.currentTarget.value)}
              data={AD_SIZES.map((s) => ({ value: String(s), label: t(`ads.sizes.${s}`) }))}
            />
            <TextInput label={t('ads.activeFrom')} type="date" required {...textInput('activeOn')} />
          </SimpleGrid>
          <Suspense fallback={<Loader aria-label={t('ads.loadingEditor')} />}>
            <AdvertisementBodyEditor value={values.bodyHtml} onChange={(html) => setField('bodyHtml', html)} error={errors.bodyHtml} />
          </Suspense>
          <SaveCancelActions onCancel={onClose} pending={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
