import type { PolicyVerificationResult } from '@portal/generated-client';
import { useRef, useState } from 'react';
import { maskPolicyNumber } from '@/forms/masks';
import { type RegistrationSearch, type RegistrationView, type VerificationValues, afterPart1, afterPart2 } from '../registrationFlow';

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
 * The state of the registration wizard: which step shows (registrationFlow.ts decides where
 * each answer leads), the verification values carried between steps, and whether the focus
 * should move to the new step's heading (only once the user has left the first one).
 */
export function useRegistrationFlow(prefill: RegistrationSearch) {
  const [view, setViewState] = useState<RegistrationView>({ step: 'part1' });
  const [values, setValues] = useState<VerificationValues>(() => emptyValues(prefill));
  const moved = useRef(false);

  const setView = (next: RegistrationView) => {
    moved.current = true;
    setViewState(next);
    window.scrollTo({ top: 0 });
  };

  return {
    view,
    values,
    setView,
    /** Move the focus to the heading of the step that now shows. */
    focusStep: moved.current,
    onPart1: (typed: VerificationValues, result: PolicyVerificationResult) => {
      setValues(typed);
      setView(afterPart1(result));
    },
    onPart2: (typed: VerificationValues, result: PolicyVerificationResult) => {
      setValues(typed);
      if (view.step === 'part2') setView(afterPart2(result, typed, view.requiredFields));
    },
    backToPart1: (typed?: VerificationValues) => {
      if (typed) setValues(typed);
      setView({ step: 'part1' });
    },
    openStaffForm: () => setView({ step: 'staff' }),
    showHavingProblems: ['part1', 'part2', 'failed', 'account'].includes(view.step),
    showStepper: view.step !== 'staff' && view.step !== 'staffDone',
  };
}

export type RegistrationFlow = ReturnType<typeof useRegistrationFlow>;
