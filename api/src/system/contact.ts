/**
 * Customer service contacts, in one place: the home content (contact dialog, add-policy help
 * text) serves them from here, so a change of number is one edit. Phones are 10 digits; the
 * web formats them as 999-999-9999.
 */
export const CUSTOMER_SERVICE = {
  phone: '8005550199',
  fax: '8005550198',
  mailingAddress: 'PO Box 1042, Indianapolis, IN 46206',
  streetAddress: '500 Harbor Way, Indianapolis, IN 46204',
} as const;
