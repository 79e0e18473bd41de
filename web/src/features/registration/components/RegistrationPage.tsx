import { Alert, Anchor, Button, Container, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PolicyVerificationResult } from '@portal/generated-client';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { MOBILE_QUERY } from '../../../breakpoints';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { maskPolicyNumber } from '../../../forms/masks';
import {
  type RegistrationSearch,
  type RegistrationView,
  type VerificationValues,
  afterPart1,
  afterPart2,
  attemptsLeft,
  canRetry,
  stepperIndex,
} from '../registrationFlow';
import { AccountForm } from './AccountForm';
import { PolicyPart1Form } from './PolicyPart1Form';
import { PolicyPart2Form } from './PolicyPart2Form';
import { StaffVerificationForm } from './StaffVerificationForm';
import { StepHeading } from './StepHeading';

export const PAGE_TITLE = 'Registration';
/** The not-valid verification message and its box title (doc 1 §8). */
export const NOT_FOUND = 'Matching Policy Not Found!';
export const VERIFICATION_FAILED = 'Verification Failed';

const STEPS = ['Verify your policy', 'Create your account', 'Confirm your email'];

function emptyValues(prefill: RegistrationSearch): VerificationValues {
  return {
    policyNumber: maskPolicyNumber(prefill.policyNumber ?? ''),
    policyHolder: prefill.policyHolder ?? '',
    driversLicenseNumber: '',
    dateOfBirth: '',
    zip: '',
  };
}

/**
 * /registration (doc 1 §2, §4): verify the policy in two parts, create the account, then
 * confirm the email; or, at any time or after 3 failures, ask staff to verify by hand.
 */
export function RegistrationPage({ prefill }: { prefill: RegistrationSearch }) {
  const [view, setViewState] = useState<RegistrationView>({ step: 'part1' });
  const [values, setValues] = useState<VerificationValues>(() => emptyValues(prefill));
  // Focus moves to a step's heading only once the user has moved on from the first one.
  const [moved, setMoved] = useState(false);
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });

  const setView = (next: RegistrationView) => {
    setMoved(true);
    setViewState(next);
    window.scrollTo({ top: 0 });
  };
  const focus = moved;

  const onPart1 = (typed: VerificationValues, result: PolicyVerificationResult) => {
    setValues(typed);
    setView(afterPart1(result));
  };
  const onPart2 = (typed: VerificationValues, result: PolicyVerificationResult) => {
    setValues(typed);
    if (view.step === 'part2') setView(afterPart2(result, typed, view.requiredFields));
  };
  const openStaffForm = () => setView({ step: 'staff' });
  const showHavingProblems = ['part1', 'part2', 'failed', 'account'].includes(view.step);
  const showStepper = view.step !== 'staff' && view.step !== 'staffDone';

  return (
    <Container size={720} px={{ base: 'sm', sm: 'md' }} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{PAGE_TITLE}</Title>
          <Text mt={4}>Create your account to manage your policies online.</Text>
        </div>
        {showStepper && (
          <div>
            <Stepper
              active={stepperIndex(view)}
              size="sm"
              iconSize={isMobile ? 28 : undefined}
              allowNextStepsSelect={false}
              aria-label="Registration progress"
            >
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
            {isMobile && stepperIndex(view) < STEPS.length && (
              <Text size="sm" fw={600} mt="xs">
                Step {stepperIndex(view) + 1} of {STEPS.length}: {STEPS[stepperIndex(view)]}
              </Text>
            )}
          </div>
        )}
        <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="lg">
            {view.step === 'part1' && (
              <>
                <StepHeading title="Policy Verification" focusOnMount={focus}>
                  Part 1 of 2: enter your policy number and the policyholder name as they appear on your policy.
                </StepHeading>
                <PolicyPart1Form values={values} onVerified={onPart1} />
              </>
            )}
            {view.step === 'part2' && (
              <>
                <StepHeading title="Policy Verification" focusOnMount={focus}>
                  Part 2 of 2: a few more details to confirm policy {values.policyNumber} is yours.
                </StepHeading>
                <PolicyPart2Form
                  values={values}
                  requiredFields={view.requiredFields}
                  onBack={(typed) => {
                    setValues(typed);
                    setView({ step: 'part1' });
                  }}
                  onVerified={onPart2}
                />
              </>
            )}
            {view.step === 'failed' && (
              <>
                <StepHeading title="Policy Verification" focusOnMount={focus} />
                <FormErrorAlert title={VERIFICATION_FAILED} errors={[NOT_FOUND]}>
                  {canRetry(view.result) ? (
                    <Text size="sm">
                      Check the details and try again. Attempts left: {attemptsLeft(view.result)}.
                    </Text>
                  ) : (
                    <Text size="sm">
                      You have used all 3 attempts. Our staff can verify your policy for you.
                    </Text>
                  )}
                </FormErrorAlert>
                <Group>
                  {canRetry(view.result) ? (
                    <Button onClick={() => setView(view.retryTo)}>Back and try again</Button>
                  ) : (
                    <Button onClick={openStaffForm}>Ask Staff to Verify</Button>
                  )}
                </Group>
              </>
            )}
            {view.step === 'account' && (
              <>
                <StepHeading title="Account Creation" focusOnMount={focus}>
                  Policy {view.policyNumber} is verified. Choose the email address and password you will log in with.
                </StepHeading>
                <AccountForm
                  verified={view}
                  onRegistered={(result) => setView({ step: 'registered', email: result.email })}
                  onStartOver={() => setView({ step: 'part1' })}
                />
              </>
            )}
            {view.step === 'registered' && (
              <>
                <StepHeading title="Check Your Email" focusOnMount={focus} />
                {/* The same panel when the address already has an account: the server answers alike and mails its owner. */}
                <Alert color="tide" variant="light" title="Registration received">
                  <Text size="sm">
                    We sent a confirmation email to <strong>{view.email}</strong>. Please confirm your email address with
                    the link in that email, then log in.
                  </Text>
                </Alert>
                <Group>
                  <Button component={Link} to="/login">
                    Log In
                  </Button>
                </Group>
              </>
            )}
            {view.step === 'staff' && (
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
                  onBack={view.failure ? undefined : () => setView({ step: 'part1' })}
                />
              </>
            )}
            {view.step === 'staffDone' && (
              <>
                <StepHeading title="What's next?" focusOnMount={focus} />
                <Text>
                  Thank you. We have received your request. Our staff will validate your information, which may take
                  until the end of the next business day.
                </Text>
                <Text>Once your account is validated, you will receive an email with a link to log in.</Text>
                <Group>
                  <Button component={Link} to="/login" variant="default">
                    Go to Log In
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Paper>
        {showHavingProblems && (
          <Group justify="space-between" gap="sm">
            <Anchor component="button" type="button" onClick={openStaffForm}>
              Having problems?
            </Anchor>
            <Text size="sm">
              Already registered?{' '}
              <Anchor component={Link} to="/login" size="sm">
                Log in
              </Anchor>
            </Text>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
