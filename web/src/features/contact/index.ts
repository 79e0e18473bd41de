export { ContactDialog } from './components/ContactDialog';
export { useContactDialog } from './hooks';
export { CHAT_UNAVAILABLE } from './messages';
export { contactDetailsQueryOptions } from './queries';
