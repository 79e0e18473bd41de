export { ForgotPasswordPage } from './components/ForgotPasswordPage';
export { ResetPasswordPage } from './components/ResetPasswordPage';
export { FORGOT_TITLE, RESET_TITLE } from './titles';
