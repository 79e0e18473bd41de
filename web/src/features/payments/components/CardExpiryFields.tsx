import { Group, NativeSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { usePaymentsText } from '../i18n';

export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: String(i + 1).padStart(2, '0') }));
/** Expiry year: from the current year for 10 years (doc 2 §5, §9). */
export const EXPIRY_YEARS = (() => {
  const y = new Date().getFullYear();
  return Array.from({ length: 11 }, (_, i) => ({ value: String(y + i), label: String(y + i) }));
})();

interface CardExpiry {
  cardExpireMonth: string;
  cardExpireYear: string;
}

/** A card's expiration month and year, side by side (stacked when narrow): the form's cardExpireMonth and cardExpireYear. */
export function CardExpiryFields<V extends CardExpiry>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = usePaymentsText();
  return (
    <Group grow align="flex-start" wrap="wrap" preventGrowOverflow={false}>
      <NativeSelect
        label={t('card.expMonth')}
        data={[{ value: '', label: t('card.month') }, ...EXPIRY_MONTHS]}
        required
        miw={120}
        key={form.key('cardExpireMonth')}
        {...form.getInputProps('cardExpireMonth')}
      />
      <NativeSelect
        label={t('card.expYear')}
        data={[{ value: '', label: t('card.year') }, ...EXPIRY_YEARS]}
        required
        miw={120}
        key={form.key('cardExpireYear')}
        {...form.getInputProps('cardExpireYear')}
      />
    </Group>
  );
}
