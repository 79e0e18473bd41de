export { RegistrationPage, PAGE_TITLE } from './components/RegistrationPage';
export { type RegistrationSearch, parseRegistrationSearch } from './registrationFlow';
