export { ForgotPasswordPage, FORGOT_TITLE } from './components/ForgotPasswordPage';
export { ResetPasswordPage, RESET_TITLE } from './components/ResetPasswordPage';
