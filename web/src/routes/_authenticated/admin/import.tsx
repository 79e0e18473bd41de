import { createFileRoute } from '@tanstack/react-router';
import { UserImportPage } from '@/features/admin/import';
import { titledHead } from '@/features/shell/titles';

/** /admin/import (doc 4 §2): the user import; admins only (the /admin layout's guard). */
export const Route = createFileRoute('/_authenticated/admin/import')({
  head: () => titledHead('userImport'),
  component: () => <UserImportPage />,
});
