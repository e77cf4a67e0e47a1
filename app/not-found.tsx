import { ButtonLink } from '@/components/ui/button';
import { MessagePage } from '@/components/ui/message-page';
import { staticPages } from '@/lib/site/routes';

// Shown only if a page asks for it while rendering; an address with no page gets the 404 page
// (app/global-not-found.tsx). Every page's payload carries this boundary: it stays this short.
export default function NotFound() {
  return (
    <MessagePage
      code="404"
      title="No encontramos esta página"
      actions={<ButtonLink href={staticPages.home.path}>Ir al inicio</ButtonLink>}
    >
      <p>Puede que la dirección haya cambiado.</p>
    </MessagePage>
  );
}
