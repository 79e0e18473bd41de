import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { LogInButton } from '@/features/email';
import type { RegistrationFlow } from '../hooks/useRegistrationFlow';
import { attemptsLeft, canRetry } from '../registrationFlow';
import { AccountForm } from './AccountForm';
import { PolicyPart1Form } from './PolicyPart1Form';
import { PolicyPart2Form } from './PolicyPart2Form';
import { StaffVerificationForm } from './StaffVerificationForm';
import { StepHeading } from './StepHeading';
import { Trans } from '@/i18n';
import { useRegistrationText } from '../i18n';

/** The not-valid verification message and its box title (doc 1 §8), in English; the page shows the catalogue's. */
export const NOT_FOUND = 'Matching Policy Not Found!';
export const VERIFICATION_FAILED = 'Verification Failed';

/** The step that shows now: its heading, then its form or message. */
export function RegistrationStep({ flow }: { flow: RegistrationFlow }) {
  const { t } = useRegistrationText();
  const { view, values, setView, focusStep: focus } = flow;
  switch (view.step) {
    case 'part1':
      return (
        <>
          <StepHeading title={t('steps.verification')} focusOnMount={focus}>
            {t('steps.part1')}
          </StepHeading>
          <PolicyPart1Form values={values} onVerified={flow.onPart1} />
        </>
      );
    case 'part2':
      return (
        <>
          <StepHeading title={t('steps.verification')} focusOnMount={focus}>
            {t('steps.part2', { policyNumber: values.policyNumber })}
          </StepHeading>
          <PolicyPart2Form values={values} requiredFields={view.requiredFields} onBack={flow.backToPart1} onVerified={flow.onPart2} />
        </>
      );
    case 'failed':
      return (
        <>
          <StepHeading title={t('steps.verification')} focusOnMount={focus} />
          <FormErrorAlert title={t('steps.verificationFailed')} errors={[t('steps.notFound')]}>
            {canRetry(view.result) ? (
              <Text size="sm">{t('steps.attemptsLeft', { attempts: attemptsLeft(view.result) })}</Text>
            ) : (
              <Text size="sm">{t('steps.noAttemptsLeft')}</Text>
            )}
          </FormErrorAlert>
          <Group>
            {canRetry(view.result) ? (
              <Button onClick={() => setView(view.retryTo)}>{t('steps.retry')}</Button>
            ) : (
              <Button onClick={flow.openStaffForm}>{t('steps.askStaff')}</Button>
            )}
          </Group>
        </>
      );
    case 'account':
      return (
        <>
          <StepHeading title={t('steps.account')} focusOnMount={focus}>
            {t('steps.accountIntro', { policyNumber: view.policyNumber })}
          </StepHeading>
          <AccountForm verified={view} onRegistered={(result) => setView({ step: 'registered', email: result.email })} onStartOver={() => flow.backToPart1()} />
        </>
      );
    case 'registered':
      return (
        <>
          <StepHeading title={t('steps.checkEmail')} focusOnMount={focus} />
          {/* The same panel when the address already has an account: the server answers alike and mails its owner. */}
          <Alert color="tide" variant="light" title={t('steps.received')}>
            <Text size="sm">
              <Trans t={t} i18nKey="steps.sent" values={{ email: view.email }} components={{ strong: <strong /> }} />
            </Text>
          </Alert>
          <LogInButton />
        </>
      );
    case 'staff':
      return (
        <>
          <StepHeading title={t('steps.staff')} focusOnMount={focus}>
            {t('steps.staffIntro')}
          </StepHeading>
          {view.failure && (
            <FormErrorAlert title={t('steps.verificationFailed')} errors={[t('steps.notFound')]}>
              <Text size="sm">{t('steps.staffAfterFailures')}</Text>
            </FormErrorAlert>
          )}
          <StaffVerificationForm
            values={values}
            onCompleted={() => setView({ step: 'staffDone' })}
            onBack={view.failure ? undefined : () => flow.backToPart1()}
          />
        </>
      );
    case 'staffDone':
      return (
        <>
          <StepHeading title={t('steps.whatsNext')} focusOnMount={focus} />
          <Text>{t('steps.staffReceived')}</Text>
          <Text>{t('steps.staffThen')}</Text>
          <Group>
            <Button component={Link} to="/login" variant="default">
              {t('steps.goToLogIn')}
            </Button>
          </Group>
        </>
      );
    default: {
      const unreachable: never = view;
      return unreachable;
    }
  }
}
