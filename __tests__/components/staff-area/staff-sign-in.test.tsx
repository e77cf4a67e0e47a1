import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffArea } from '@/components/staff-area/staff-area';
import { StaffBar } from '@/components/staff-area/staff-bar';
import { StaffSessionProvider } from '@/components/staff-area/staff-session-context';
import {
  dashboardData,
  recoveryCodes,
  staffEnrolment,
  serviceNames,
  staffReader,
} from '../../fixtures/staff-dashboard';
import { answer } from '../../fixtures/json-response';
import { UNREADABLE_FACTOR_MESSAGE } from '@/lib/staff-area/staff-constants';

type Answers = { signIn?: unknown[]; code?: unknown[] };

/** Answers the staff API by route: no session at first, then `signIn` and `code` in turn. */
function mockApi({ signIn = [], code = [] }: Answers) {
  global.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    if (path.startsWith('/api/agencia/estadisticas')) return answer(200, dashboardData);
    if (path === '/api/agencia/pendientes') return answer(200, { cfdiPending: 0 });
    if (path === '/api/agencia/sesion/codigo') {
      const [status, body] = code.shift() as [number, unknown];
      return answer(status, body);
    }
    if (path === '/api/agencia/sesion' && init?.method === 'POST') {
      const [status, body] = signIn.shift() as [number, unknown];
      return answer(status, body);
    }
    return answer(401, { error: 'Sin sesión.' });
  }) as typeof fetch;
}

/** The dashboard page inside the frame's session, with the frame's bar. */
const renderStaffArea = () =>
  render(
    <StaffSessionProvider>
      <StaffBar />
      <StaffArea serviceNames={serviceNames} />
    </StaffSessionProvider>,
  );

/** The frame's bar names who signed in, with the way out. */
async function expectSignedIn(name: string) {
  expect(await screen.findByText(name)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  const email = await screen.findByRole('textbox', { name: 'Correo electrónico' });
  await user.clear(email);
  await user.type(email, 'diego@codigoverde.mx');
  await user.type(screen.getByLabelText('Contraseña'), 'clave-del-equipo');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

const WRONG =
  'Los datos no son correctos. Revisa tu correo, tu contraseña y el código, e intenta de nuevo.';

beforeEach(() => {
  window.history.replaceState(null, '', '/panel-agencia');
  localStorage.clear();
  sessionStorage.clear();
});

describe('staff sign-in', () => {
  it('says the same thing for a wrong password and a wrong code, then signs in with the code', async () => {
    mockApi({
      signIn: [
        [401, { error: 'No.' }],
        [200, { step: 'codigo' }],
      ],
      code: [
        [401, { error: 'No.' }],
        [200, { staff: staffReader }],
      ],
    });
    const user = userEvent.setup();
    renderStaffArea();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');

    await signIn(user);
    const code = await screen.findByRole('textbox', { name: 'Código de verificación' });
    expect(code).toHaveFocus();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await expectSignedIn('Diego Salas');
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/agencia/sesion/codigo',
      expect.objectContaining({ body: '{"code":"123456"}', credentials: 'same-origin' }),
    );
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('refuses a malformed code without asking the API, and accepts a recovery code', async () => {
    mockApi({ signIn: [[200, { step: 'codigo' }]], code: [[200, { staff: staffReader }]] });
    const user = userEvent.setup();
    renderStaffArea();
    await signIn(user);
    const code = await screen.findByRole('textbox', { name: 'Código de verificación' });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(code).toHaveAccessibleDescription(/Escribe los 6 dígitos/);
    expect(global.fetch).toHaveBeenCalledTimes(2);
    await user.clear(code);
    await user.type(code, 'k7qd-2m9x');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await expectSignedIn('Diego Salas');
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/agencia/sesion/codigo',
      expect.objectContaining({ body: '{"code":"K7QD-2M9X"}' }),
    );
  });

  it('says when the server cannot read the second factor, and starts over from the password', async () => {
    mockApi({
      signIn: [[200, { step: 'codigo' }]],
      code: [[409, { error: UNREADABLE_FACTOR_MESSAGE }]],
    });
    const user = userEvent.setup();
    renderStaffArea();
    await signIn(user);
    await user.type(
      await screen.findByRole('textbox', { name: 'Código de verificación' }),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREADABLE_FACTOR_MESSAGE);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeVisible();
  });

  it('shows the wait after too many attempts', async () => {
    mockApi({ signIn: [[429, { error: 'Espera.', retryAfterSeconds: 600 }]] });
    const user = userEvent.setup();
    renderStaffArea();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hiciste demasiados intentos. Por seguridad, vuelve a intentarlo en 10 minutos.',
    );
  });

  it('says when failures from elsewhere, not this browser, hold the account', async () => {
    mockApi({ signIn: [[429, { error: 'Espera.', retryAfterSeconds: 600, limit: 'cuenta' }]] });
    const user = userEvent.setup();
    renderStaffArea();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hubo demasiados intentos fallidos con esta cuenta desde otros lugares. Por seguridad, en este navegador vuelve a intentarlo en 10 minutos; en uno donde ya entraste antes puedes intentar ahora.',
    );
  });

  it('enrols on a first sign-in: QR and secret, then the recovery codes once', async () => {
    mockApi({
      signIn: [[200, { step: 'inscripcion', enrolment: staffEnrolment }]],
      code: [[200, { staff: staffReader, recoveryCodes }]],
    });
    const user = userEvent.setup();
    const { container } = renderStaffArea();
    await signIn(user);

    const qr = await screen.findByRole('img', {
      name: 'Código QR para tu aplicación de autenticación',
    });
    expect(qr.querySelectorAll('path, rect')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Activa tu segundo factor' })).toHaveFocus();
    expect(container.querySelector('script')).toBeNull();
    // Shown in groups of four; copied whole.
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    expect(staffEnrolment.secret).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('button', { name: 'Copiar clave' })).toBeEnabled();

    await user.type(screen.getByRole('textbox', { name: 'Código de tu aplicación' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Activar y entrar' }));
    const codes = await screen.findByRole('list', { name: 'Códigos de recuperación' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('heading', { name: 'Tus códigos de recuperación' })).toHaveFocus();
    expect(screen.getByText(/no los volveremos a mostrar/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descargar como texto' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ya los guardé, ir al panel' }));
    await expectSignedIn('Diego Salas');
    expect(screen.queryByText('K7QD-2M9X')).toBeNull();
  });
});
