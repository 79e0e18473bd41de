export { useDocumentOpener } from './useDocumentOpener';
