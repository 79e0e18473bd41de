import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRegistrationFlow } from '../hooks/useRegistrationFlow';
import { type RegistrationSearch, stepperIndex } from '../registrationFlow';
import { RegistrationStep } from './RegistrationSteps';
import { RegistrationStepper } from './RegistrationStepper';

export { NOT_FOUND, VERIFICATION_FAILED } from './RegistrationSteps';
import { useRegistrationText } from '../i18n';

/**
 * /registration (doc 1 §2, §4): verify the policy in two parts, create the account, then
 * confirm the email; or, at any time or after 3 failures, ask staff to verify by hand.
 * The flow's state is useRegistrationFlow; each step is a section of RegistrationSteps.
 */
export function RegistrationPage({ prefill }: { prefill: RegistrationSearch }) {
  const { t } = useRegistrationText();
  const flow = useRegistrationFlow(prefill);

  return (
    <Container size={720} px={{ base: 'sm', sm: 'md' }} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('page.title')}</Title>
          <Text mt={4}>{t('page.intro')}</Text>
        </div>
        {flow.showStepper && <RegistrationStepper active={stepperIndex(flow.view)} />}
        <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="lg">
            <RegistrationStep flow={flow} />
          </Stack>
        </Paper>
        {flow.showHavingProblems && (
          <Group justify="space-between" gap="sm">
            <Anchor component="button" type="button" onClick={flow.openStaffForm}>
              {t('page.havingProblems')}
            </Anchor>
            <Text size="sm">
              {t('page.alreadyRegistered')}{' '}
              <Anchor component={Link} to="/login" size="sm">
                {t('page.logIn')}
              </Anchor>
            </Text>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
