import { Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_QUERY } from '@/breakpoints';

export const STEPS = ['Verify your policy', 'Create your account', 'Confirm your email'];

/** Where the user is in registration: three named steps; on a phone, numbers and one line of text. */
export function RegistrationStepper({ active }: { active: number }) {
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <div>
      <Stepper active={active} size="sm" iconSize={isMobile ? 28 : undefined} allowNextStepsSelect={false} aria-label="Registration progress">
        {STEPS.map((label, i) => (
          <Stepper.Step
            key={label}
            // On a phone the step shows only its number: the name says the rest. Wider, the
            // visible label and description are the name (WCAG 2.5.3 Label in Name).
            aria-label={isMobile ? `Step ${i + 1}: ${label}` : undefined}
            label={isMobile ? undefined : `Step ${i + 1}`}
            description={isMobile ? undefined : label}
          />
        ))}
      </Stepper>
      {isMobile && active < STEPS.length && (
        <Text size="sm" fw={600} mt="xs">
          Step {active + 1} of {STEPS.length}: {STEPS[active]}
        </Text>
      )}
    </div>
  );
}
