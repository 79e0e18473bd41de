import en from '@/i18n/locales/en/auth-steps.json';
import { defineNamespace } from '@/i18n';

/**
 * The texts of sign-in's later steps (namespace `auth-steps`: the second factor, the email
 * confirmation panel): their panels load lazily (LoginForm, LoginPage), and this English with them.
 */
export const useAuthStepsText = defineNamespace('auth-steps', en);
