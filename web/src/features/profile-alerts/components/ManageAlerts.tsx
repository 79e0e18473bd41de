import { Alert, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '@/features/auth';
import { useDeliverySettings } from '../hooks/useDeliverySettings';
import { AlertTypes, AlertsNotice, ConsentDialog, DeliverySwitches, RecipientLists } from './AlertsSections';
import { PhoneEditor } from './PhoneEditor';
import { useProfileAlertsText } from '../i18n';

/** /profile/alerts 'Manage Your Alerts' (doc 1 §4 E-delivery settings, §5, §8 alert types). */
export function ManageAlerts() {
  const { t } = useProfileAlertsText();
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  const delivery = useDeliverySettings(profile);
  const { settings, dispatch, mobileBlocked } = delivery;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      <AlertsNotice notice={delivery.notice} />
      {mobileBlocked && (
        <Alert color="yellow" variant="light" data-testid="alerts-mobile-blocked">
          {t('mobileBlocked')}
        </Alert>
      )}
      <DeliverySwitches
        profile={profile}
        settings={settings}
        dispatch={dispatch}
        dirty={delivery.dirty}
        saving={delivery.saving}
        onSave={delivery.save}
        onCancel={() => dispatch({ type: 'reset', settings: delivery.saved })}
      />
      <PhoneEditor profile={profile} blocked={mobileBlocked} onBlocked={delivery.phoneBlocked} onSaved={delivery.phoneSaved} />
      {settings.isDelivery && <RecipientLists profile={profile} settings={settings} dispatch={dispatch} blocked={mobileBlocked} />}
      <AlertTypes />
      <ConsentDialog opened={delivery.consentOpen} onDecline={delivery.closeConsent} onAccept={() => void delivery.persist()} />
    </Stack>
  );
}
