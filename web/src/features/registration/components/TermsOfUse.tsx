import { List, Stack, Text, Title } from '@mantine/core';
import { BRAND_NAME } from '@/features/shell';
import { useRegistrationText } from '../i18n';

/** The terms, section by section (catalogue keys under `terms`): a heading and its points (one point is shown as a sentence). */
const SECTIONS = [
  { key: 'account', points: ['p1', 'p2', 'p3'] },
  { key: 'using', points: ['p1', 'p2', 'p3'] },
  { key: 'messages', points: ['p1', 'p2'] },
  { key: 'changes', points: ['p1'] },
] as const;

/**
 * The portal's terms of use, in plain words: what the portal is for, what the user promises,
 * and what the portal does not replace. Shown by 'Show Terms' during registration.
 */
export function TermsOfUse() {
  const { t } = useRegistrationText();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('terms.intro', { brand: BRAND_NAME })}</Text>
      {SECTIONS.map(({ key, points: pointKeys }) => {
        const title = t(`terms.${key}.title`);
        const points = pointKeys.map((point) => t(`terms.${key}.${point}` as `terms.${typeof key}.p1`));
        return [
          <Title key={`${key}-title`} order={3} size="h5">
            {title}
          </Title>,
          points.length === 1 ? (
            <Text key={`${key}-text`} size="sm">
              {points[0]}
            </Text>
          ) : (
            <List key={`${key}-list`} size="sm" spacing={4}>
              {points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          ),
        ];
      })}
    </Stack>
  );
}
