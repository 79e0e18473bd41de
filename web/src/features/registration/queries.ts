import type {
  PolicyVerificationRequest,
  PolicyVerificationResult,
  RegisterRequest,
  RegisterResult,
  StaffVerificationRequest,
  StaffVerificationResult,
} from '@portal/generated-client';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/**
 * The registration calls (doc 1 §7). They change server state (failure counts, accounts), so
 * they are mutations; nothing here is cached.
 */

export const useVerifyPolicy = () =>
  useMutation({
    mutationKey: ['registration', 'verifyPolicy'],
    mutationFn: (requestBody: PolicyVerificationRequest): Promise<PolicyVerificationResult> => unwrap(api.registration.verifyPolicy({ requestBody })),
  });

export const useVerifyFullPolicy = () =>
  useMutation({
    mutationKey: ['registration', 'verifyFullPolicy'],
    mutationFn: (requestBody: PolicyVerificationRequest): Promise<PolicyVerificationResult> => unwrap(api.registration.verifyFullPolicy({ requestBody })),
  });

export const useRegister = () =>
  useMutation({
    mutationKey: ['registration', 'register'],
    mutationFn: (requestBody: RegisterRequest): Promise<RegisterResult> => unwrap(api.registration.register({ requestBody })),
  });

export const useVerifyByStaff = () =>
  useMutation({
    mutationKey: ['registration', 'verifyByStaff'],
    mutationFn: (requestBody: StaffVerificationRequest): Promise<StaffVerificationResult> => unwrap(api.registration.verifyByStaff({ requestBody })),
  });
