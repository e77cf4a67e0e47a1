import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MailPreferences } from '@/components/client-area/mail-preferences';
import { answer } from '../../fixtures/json-response';

const NAME = 'Recibir recordatorios de pago y de renovación';

function renderCard(reminders = true) {
  render(
    <MailPreferences
      token="sesion-de-lucia"
      email="lucia@cafealtura.mx"
      preferences={{ reminders }}
    />,
  );
  return screen.getByRole('switch', { name: NAME });
}

beforeEach(() => {
  global.fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) =>
    answer(200, { preferences: JSON.parse(String(init?.body)) as unknown }),
  ) as typeof fetch;
});

describe('MailPreferences', () => {
  it('says which messages always arrive and names the switch and its state', () => {
    const toggle = renderCard();
    expect(screen.getByRole('region', { name: 'Avisos por correo' })).toHaveTextContent(
      'cuando hay una factura nueva, cuando recibimos tu pago y cuando tu CFDI está listo, además de los avisos de seguridad de tu cuenta: esos llegan siempre.',
    );
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/30 y 7 días antes de renovar/);
  });

  it('saves the change with the session and confirms it', async () => {
    const toggle = renderCard();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Guardado: ya no te enviaremos recordatorios.',
    );
    const [url, init] = jest.mocked(global.fetch).mock.calls[0]!;
    expect(url).toBe('/api/preferences');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer sesion-de-lucia' });
    expect(init?.body).toBe('{"reminders":false}');
  });

  it('moves at once, and goes back with an explanation when the change is not kept', async () => {
    let fail: () => void = () => {};
    jest
      .mocked(global.fetch)
      .mockImplementation(
        () => new Promise((_, reject) => (fail = () => reject(new TypeError('Failed to fetch')))),
      );
    const toggle = renderCard(false);
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await act(async () => fail());
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No pudimos guardar el cambio. Revisa tu conexión a internet e intenta de nuevo.',
    );
  });

  it('asks to sign in again when the session ended', async () => {
    jest.mocked(global.fetch).mockImplementation(() => answer(401, { error: 'x' }));
    const toggle = renderCard();
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu sesión expiró. Vuelve a iniciar sesión para cambiar tus avisos.',
    );
    expect(toggle).toBeChecked();
  });
});
