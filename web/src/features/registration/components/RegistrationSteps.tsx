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

/** The not-valid verification message and its box title (doc 1 §8). */
export const NOT_FOUND = 'Matching Policy Not Found!';
export const VERIFICATION_FAILED = 'Verification Failed';

/** The step that shows now: its heading, then its form or message. */
export function RegistrationStep({ flow }: { flow: RegistrationFlow }) {
  const { view, values, setView, focusStep: focus } = flow;
  switch (view.step) {
    case 'part1':
      return (
        <>
          <StepHeading title="Policy Verification" focusOnMount={focus}>
            Part 1 of 2: enter your policy number and the policyholder name as they appear on your policy.
          </StepHeading>
          <PolicyPart1Form values={values} onVerified={flow.onPart1} />
        </>
      );
    case 'part2':
      return (
        <>
          <StepHeading title="Policy Verification" focusOnMount={focus}>
            Part 2 of 2: a few more details to confirm policy {values.policyNumber} is yours.
          </StepHeading>
          <PolicyPart2Form values={values} requiredFields={view.requiredFields} onBack={flow.backToPart1} onVerified={flow.onPart2} />
        </>
      );
    case 'failed':
      return (
        <>
          <StepHeading title="Policy Verification" focusOnMount={focus} />
          <FormErrorAlert title={VERIFICATION_FAILED} errors={[NOT_FOUND]}>
            {canRetry(view.result) ? (
              <Text size="sm">Check the details and try again. Attempts left: {attemptsLeft(view.result)}.</Text>
            ) : (
              <Text size="sm">You have used all 3 attempts. Our staff can verify your policy for you.</Text>
            )}
          </FormErrorAlert>
          <Group>
            {canRetry(view.result) ? (
              <Button onClick={() => setView(view.retryTo)}>Back and try again</Button>
            ) : (
              <Button onClick={flow.openStaffForm}>Ask Staff to Verify</Button>
            )}
          </Group>
        </>
      );
    case 'account':
      return (
        <>
          <StepHeading title="Account Creation" focusOnMount={focus}>
            Policy {view.policyNumber} is verified. Choose the email address and password you will log in with.
          </StepHeading>
          <AccountForm verified={view} onRegistered={(result) => setView({ step: 'registered', email: result.email })} onStartOver={() => flow.backToPart1()} />
        </>
      );
    case 'registered':
      return (
        <>
          <StepHeading title="Check Your Email" focusOnMount={focus} />
          {/* The same panel when the address already has an account: the server answers alike and mails its owner. */}
          <Alert color="tide" variant="light" title="Registration received">
            <Text size="sm">
              We sent a confirmation email to <strong>{view.email}</strong>. Please confirm your email address with the link in that email, then log in.
            </Text>
          </Alert>
          <LogInButton />
        </>
      );
    case 'staff':
      return (
        <>
          <StepHeading title="Staff Verification" focusOnMount={focus}>
            Fill in this form and our staff will verify your policy and create your account.
          </StepHeading>
          {view.failure && (
            <FormErrorAlert title={VERIFICATION_FAILED} errors={[NOT_FOUND]}>
              <Text size="sm">After 3 attempts, our staff need to verify your policy. Please fill in the form below.</Text>
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
          <StepHeading title="What's next?" focusOnMount={focus} />
          <Text>
            Thank you. We have received your request. Our staff will validate your information, which may take until the end of the next business day.
          </Text>
          <Text>Once your account is validated, you will receive an email with a link to log in.</Text>
          <Group>
            <Button component={Link} to="/login" variant="default">
              Go to Log In
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
