export { RegistrationPage } from './components/RegistrationPage';
export { PAGE_TITLE } from './titles';
export { type RegistrationSearch, parseRegistrationSearch } from './search';
