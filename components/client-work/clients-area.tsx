'use client';

import { StaffPage } from '@/components/staff-area/staff-page';
import { useUrlSearch } from '@/components/hooks/use-url-search';
import { readChosenClient } from '@/lib/staff-area/client-work-links';
import { ClientList } from './client-list';
import { ClientPage } from './client-page';

/** The clients page behind the staff sign-in: the list, or one client's page (`?cliente=`). */
export function ClientsArea() {
  const [search] = useUrlSearch();
  const clientId = readChosenClient(search);
  return (
    <StaffPage>
      {(session) =>
        clientId === null ? (
          <ClientList session={session} />
        ) : (
          <ClientPage key={clientId} clientId={clientId} session={session} />
        )
      }
    </StaffPage>
  );
}
