import { Badge, Button, Group, Loader, Modal, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title, Typography } from '@mantine/core';
import type { AdminAdvertisement } from '@portal/generated-client';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { advertisementsQueryOptions, useDeleteAdvertisement, useResetAdvertisement, useSaveAdvertisement } from '../queries';
import { AD_SIZES, checkAdvertisement } from '../rules';
import { type AdminNotice, NoticeBox } from './Notice';
import { ConfirmDeleteModal, SaveCancelActions } from './DialogParts';
import { useAdminForm } from './useAdminForm';

type Editing = { ad: AdminAdvertisement | null } | null;

/** Advertisements: add, edit, delete; reset every customer's hide flag (doc 4 §6). */
export function Advertisements() {
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
        <Title order={2}>Advertisements</Title>
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
                    text: `The advertisement shows again to ${r.customers} ${r.customers === 1 ? 'customer' : 'customers'} who had hidden it.`,
                  }),
                (err: unknown) => setNotice({ kind: 'error', title: 'Reset Failed', lines: errorLines(err) }),
              );
            }}
          >
            Show Again to Everyone
          </Button>
          <Button onClick={() => setEditing({ ad: null })}>Add Advertisement</Button>
        </Group>
      </Group>
      <NoticeBox notice={notice} onClose={() => setNotice(null)} />
      {list.isPending && <Loader aria-label="Loading advertisements" />}
      {list.isError && <FormErrorAlert title="Failed to load advertisements" errors={errorLines(list.error)} />}
      {list.data?.length === 0 && <Text>No advertisements.</Text>}
      {list.data?.map((ad) => (
        <Paper key={ad.id} withBorder p={{ base: 'sm', sm: 'md' }} data-testid="advertisement">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Title order={3} size="h4">
                {ad.header}
              </Title>
              <Group gap="xs">
                {ad.isActive && <Badge color="teal.9">Shown today</Badge>}
                <Badge variant="light">{AD_SIZES.find((s) => s.value === ad.size)?.label}</Badge>
                <Text size="sm">From {ad.activeOn}</Text>
              </Group>
            </Group>
            {/* Stored HTML is sanitised by the server when saved, the same sanitiser the customers' page relies on. */}
            <Typography>
              <div dangerouslySetInnerHTML={{ __html: ad.bodyHtml }} />
            </Typography>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => setEditing({ ad })} aria-label={`Edit advertisement ${ad.header}`}>
                Edit
              </Button>
              <Button size="xs" variant="default" onClick={() => setDeleting(ad)} aria-label={`Delete advertisement ${ad.header}`}>
                Delete
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      {editing && <AdvertisementForm ad={editing.ad} save={save} onClose={() => setEditing(null)} />}
      <ConfirmDeleteModal
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title="Delete Advertisement"
        pending={del.isPending}
        onConfirm={() => {
          if (!deleting) return;
          del.mutateAsync(deleting.id).then(
            () => setDeleting(null),
            (err: unknown) => {
              setDeleting(null);
              setNotice({ kind: 'error', title: 'Delete Failed', lines: errorLines(err) });
            },
          );
        }}
      >
        <Text size="sm">Delete the advertisement "{deleting?.header}"?</Text>
      </ConfirmDeleteModal>
    </Stack>
  );
}

/** `save` belongs to the list: the form unmounts as the save ends, and must not own the mutation's observer. */
function AdvertisementForm({ ad, save, onClose }: { ad: AdminAdvertisement | null; save: ReturnType<typeof useSaveAdvertisement>; onClose: () => void }) {
  const { values, setField, failure, setFailure, validate, textInput } = useAdminForm(
    {
      header: ad?.header ?? '',
      size: String(ad?.size ?? 2),
      activeOn: ad?.activeOn ?? '',
      bodyHtml: ad?.bodyHtml ?? '',
    },
    checkAdvertisement,
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!validate()) return;
    setFailure(null);
    try {
      await save.mutateAsync({
        id: ad?.id,
        header: values.header.trim(),
        size: Number(values.size) as 0 | 1 | 2 | 3,
        activeOn: values.activeOn,
        bodyHtml: values.bodyHtml,
      });
      onClose();
    } catch (err) {
      setFailure(errorLines(err));
    }
  };

  return (
    <Modal opened onClose={onClose} title={ad ? 'Edit Advertisement' : 'Add Advertisement'} size="xl" centered>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Advertisement">
        <Stack gap="sm">
          {failure && <FormErrorAlert title="Failed to save" errors={failure} />}
          <TextInput label="Header" required maxLength={200} {...textInput('header')} data-autofocus />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label="Size"
              value={values.size}
              onChange={(e) => setField('size', e.currentTarget.value)}
              data={AD_SIZES.map((s) => ({ value: String(s.value), label: s.label }))}
            />
            <TextInput label="Active from (US Eastern date)" type="date" required {...textInput('activeOn')} />
          </SimpleGrid>
          <Textarea
            label="Body (HTML)"
            description="Scripts, event handlers and unsafe links are removed when saved."
            required
            maxLength={20000}
            styles={{ input: { height: 500, fontFamily: 'monospace' } }}
            {...textInput('bodyHtml')}
          />
          <SaveCancelActions onCancel={onClose} pending={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
