export { AccountInformation, maskUsername } from './components/AccountInformation';
export { useSaveName } from './queries';
