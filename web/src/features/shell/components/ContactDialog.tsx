/** The header and footer open the Contact Us dialog of features/contact. */
export { ContactDialog } from '@/features/contact';
