import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentProps, useContext, useState } from 'react';
import { ContactDialog } from '@/features/contact';
import { createAppQueryClient } from '@/queryClient';

/**
 * The Contact Us dialog of the header and footer menus, with a query cache of its own where the
 * page has none: the /login entry (loginMain.tsx) starts without TanStack Query, which then
 * arrives with this lazily loaded part.
 */
export function ContactDialogHost(props: ComponentProps<typeof ContactDialog>) {
  const pageClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (pageClient ? null : createAppQueryClient()));
  if (!ownClient) return <ContactDialog {...props} />;
  return (
    <QueryClientProvider client={ownClient}>
      <ContactDialog {...props} />
    </QueryClientProvider>
  );
}
