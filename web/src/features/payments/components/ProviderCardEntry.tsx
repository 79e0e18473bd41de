import { CardEntryFrame } from '../provider-frame';
import type { CardEntryProps } from './CardMethod';
import { usePaymentsText } from '../i18n';

/** The provider's card-entry frame (provider-frame/), adapted to the wizard's card method. */
export function ProviderCardEntry({ session, frame, onToken, onError }: CardEntryProps) {
  const { t } = usePaymentsText();
  return (
    <CardEntryFrame
      title={t('card.frameTitle')}
      frameUrl={frame.url}
      apiKey={frame.apiKey}
      session={session}
      collectSecurityCode={frame.collectSecurityCode}
      collectZipCode={frame.collectZipCode}
      onFunded={(r) =>
        onToken({
          fundingAccountToken: r.fundingAccountToken,
          fundingCategory: r.fundingCategory,
          fundingMethod: r.fundingMethod,
          lastFour: r.fundingAccountLastFourDigits,
        })
      }
      onError={onError}
    />
  );
}
