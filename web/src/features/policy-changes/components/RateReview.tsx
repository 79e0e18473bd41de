import { Button, Group } from '@mantine/core';
import type { RateView } from '../gateway';
import type { SuccessText, WizardHost } from './ChangePage';
import { usePolicyChangesText } from '../i18n';
import { RateSummary } from './parts';

/**
 * A wizard's last step (doc 3 §2): the rate's premium change, a way back that drops the pending
 * rate (an edit makes it stale), and Complete Change, which confirms it under "Finalizing
 * changes" and shows `success`.
 */
export function RateReview({
  host,
  rate,
  backLabel,
  onBack,
  success,
}: {
  host: WizardHost;
  rate: RateView;
  backLabel: 'Back' | 'Edit';
  /** After the pending rate is dropped: the step to go back to. */
  onBack: () => void;
  success: SuccessText;
}) {
  const { t } = usePolicyChangesText();
  return (
    <>
      <RateSummary rate={rate} />
      <Group>
        <Button
          variant="default"
          onClick={() =>
            void (async () => {
              await host.dropRate(rate);
              onBack();
            })()
          }
        >
          {t(backLabel === 'Back' ? 'common.back' : 'common.edit')}
        </Button>
        <Button onClick={() => void host.complete(rate, success)}>{t('common.completeChange')}</Button>
      </Group>
    </>
  );
}
