import { Alert, Button, Checkbox, Group, Stack, Text, Typography } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { homeContentQueryOptions, useSaveAdvertisementPreference } from '../queries';
import { useHomeText } from '../i18n';

/**
 * The home page's advertisement, or else the paperless prompt (doc 1 §2). Close hides it for
 * this visit; with 'Do not show anymore.' ticked, Close also saves the choice on the profile.
 */
export function PromoBanner() {
  const { t } = useHomeText();
  const { data: content } = useSuspenseQuery(homeContentQueryOptions());
  const save = useSaveAdvertisementPreference();
  const [closed, setClosed] = useState<string | null>(null);
  const [dontShow, setDontShow] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const advertisement = content.advertisement;
  const kind = advertisement ? 'advertisement' : content.showPaperlessPrompt ? 'paperless' : null;
  if (!kind || closed === kind) return null;

  const close = async () => {
    setError(null);
    if (dontShow) {
      try {
        await save.mutateAsync(kind === 'advertisement' ? { dontShowAdvertisement: true } : { dontShowEDelivery: true });
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
        return;
      }
    }
    setClosed(kind);
  };

  return (
    <Alert
      variant="light"
      color="tide"
      radius="md"
      data-testid={`promo-${kind}`}
      // The advertisement's header is the heading of its section (level 2, under the page's h1),
      // so headings in its body (h3, h4, as staff write them) keep an unbroken outline.
      title={
        advertisement ? (
          <span role="heading" aria-level={2}>
            {advertisement.header}
          </span>
        ) : undefined
      }
    >
      <Stack gap="sm">
        {advertisement ? (
          <Typography p={0}>
            {/* Sanitised by the server (doc 4: advertisements are stored and cleaned there). */}
            <div dangerouslySetInnerHTML={{ __html: advertisement.bodyHtml }} />
          </Typography>
        ) : (
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>{t('promo.paperless')}</Text>
            <Button renderRoot={(props) => <Link {...props} to="/profile/alerts" />}>{t('promo.signUp')}</Button>
          </Group>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="space-between" wrap="wrap">
          <Checkbox label={t('promo.dontShow')} checked={dontShow} onChange={(e) => setDontShow(e.currentTarget.checked)} />
          <Button variant="default" size="xs" loading={save.isPending} onClick={() => void close()}>
            {t('promo.close')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
