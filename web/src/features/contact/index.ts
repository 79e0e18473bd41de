export { ContactDialog } from './components/ContactDialog';
export { useContactDialog } from './hooks';
export { isChatAvailable, CHAT_UNAVAILABLE } from './chat';
