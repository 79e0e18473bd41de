export { UserImportPage } from './UserImportPage';
