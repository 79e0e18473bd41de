import { Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_QUERY } from '@/breakpoints';
import { useRegistrationText } from '../i18n';

/** The steps' names (catalogue keys under `stepper`). */
const STEPS = ['verify', 'create', 'confirm'] as const;

/** Where the user is in registration: three named steps; on a phone, numbers and one line of text. */
export function RegistrationStepper({ active }: { active: number }) {
  const { t } = useRegistrationText();
  const names = STEPS.map((step) => t(`stepper.${step}`));
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <div>
      <Stepper active={active} size="sm" iconSize={isMobile ? 28 : undefined} allowNextStepsSelect={false} aria-label={t('stepper.label')}>
        {names.map((label, i) => (
          <Stepper.Step
            key={STEPS[i]}
            // On a phone the step shows only its number: the name says the rest. Wider, the
            // visible label and description are the name (WCAG 2.5.3 Label in Name).
            aria-label={isMobile ? t('stepper.stepNamed', { number: i + 1, name: label }) : undefined}
            label={isMobile ? undefined : t('stepper.step', { number: i + 1 })}
            description={isMobile ? undefined : label}
          />
        ))}
      </Stepper>
      {isMobile && active < STEPS.length && (
        <Text size="sm" fw={600} mt="xs">
          {t('stepper.stepOf', { number: active + 1, total: names.length, name: names[active] })}
        </Text>
      )}
    </div>
  );
}
