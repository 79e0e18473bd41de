import type { Profile } from '@portal/generated-client';
import { useMediaQuery } from '@mantine/hooks';
import { useReducer, useState } from 'react';
import { MOBILE_QUERY } from '@/breakpoints';
import { errorLines } from '@/forms/serverErrors';
import { type DeliverySettings, deliveryReducer, savedMessage, hasUnsavedChanges, phoneEditBlock, saveStep, settingsOf } from '../deliveryForm';
import { useSaveDelivery } from '../queries';
import { profileAlertsText } from '../i18n';

/** The one message the page shows: an error, a warning or a confirmation. */
export type Notice = { color: 'red' | 'yellow' | 'tide'; header?: string; lines: string[] } | null;

type Action = Parameters<typeof deliveryReducer>[1];

/**
 * The state of 'Manage Your Alerts' (doc 1 §4 E-delivery settings): the settings being edited
 * against the saved profile, the page's one notice, the consent step and the save itself.
 * The rules are the pure functions of deliveryForm.ts; this hook only holds their state.
 */
export function useDeliverySettings(profile: Profile) {
  const saveDelivery = useSaveDelivery();
  const saved = settingsOf(profile);
  const [settings, dispatchRaw] = useReducer(deliveryReducer, saved);
  const [notice, setNotice] = useState<Notice>(null);
  const [consentOpen, setConsentOpen] = useState(false);
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const dirty = hasUnsavedChanges(saved, settings);

  /** Any new edit replaces the last message. */
  const dispatch = (action: Action) => {
    if (action.type !== 'reset') setNotice(null);
    dispatchRaw(action);
  };

  /** The server's profile becomes what is saved and what is edited. */
  const applyProfile = (updated: Profile) => dispatchRaw({ type: 'reset', settings: settingsOf(updated) });

  const persist = async () => {
    setConsentOpen(false);
    try {
      applyProfile(await saveDelivery.mutateAsync(settings));
      setNotice({ color: 'tide', lines: [savedMessage()] });
    } catch (error) {
      setNotice({ color: 'red', header: profileAlertsText()('messages.notSaved'), lines: errorLines(error) });
    }
  };

  /** Save: a rule's error, the consent dialog first, or straight to the server. */
  const save = () => {
    const step = saveStep(settings);
    if (step.kind === 'error') setNotice({ color: 'red', header: step.header, lines: [step.message] });
    else if (step.kind === 'consent') {
      setNotice(null);
      setConsentOpen(true);
    } else void persist();
  };

  /** Whether the phone may not be edited now (unsaved changes); says why when so. */
  const phoneBlocked = (): boolean => {
    const block = phoneEditBlock(saved, settings);
    if (block) setNotice({ color: 'yellow', header: block.header, lines: [block.message] });
    return block !== null;
  };

  /** After the phone was saved; clearing it turns text off and drops SMS recipients (doc 1 §4). */
  const phoneSaved = async (updated: Profile) => {
    applyProfile(updated);
    setNotice({ color: 'tide', lines: [savedMessage()] });
    if (updated.phoneNumber) return;
    const before = settingsOf(updated);
    const after = deliveryReducer(before, { type: 'phoneCleared' });
    if (hasUnsavedChanges(before, after)) applyProfile(await saveDelivery.mutateAsync(after));
  };

  return {
    saved,
    settings: settings as DeliverySettings,
    dispatch,
    notice,
    dirty,
    saving: saveDelivery.isPending,
    /** Doc 1 §4: on phones, nothing else can be edited while changes are unsaved. */
    mobileBlocked: isMobile && dirty,
    consentOpen,
    closeConsent: () => setConsentOpen(false),
    save,
    persist,
    phoneBlocked,
    phoneSaved,
  };
}
