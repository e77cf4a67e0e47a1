import {
  describeClientAccount,
  describeRetriedMessage,
  describeSentLink,
} from '@/lib/staff-area/client-account';
import { failedNotice } from '../../fixtures/client-work';

const invited = {
  state: 'invitada',
  invitedAt: '2026-12-02T18:00:00.000Z',
  invitationExpiresAt: '2026-12-09T18:00:00.000Z',
  passwordSetAt: null,
  reminders: true,
} as const;

describe('client account wording', () => {
  it('says where an account stands, with Mexico City’s dates', () => {
    expect(describeClientAccount(invited)).toBe(
      'Invitación enviada el 2 dic 2026, 12:00 p.m., vence el 9 dic 2026, 12:00 p.m.',
    );
    expect(describeClientAccount({ ...invited, state: 'invitacion_vencida' })).toBe(
      'Invitación vencida el 9 dic 2026, 12:00 p.m., sin contraseña elegida',
    );
    expect(
      describeClientAccount({
        ...invited,
        state: 'activa',
        passwordSetAt: '2026-12-03T01:30:00.000Z',
      }),
    ).toBe('Activa desde 2 dic 2026, 7:30 p.m.');
    expect(describeClientAccount({ ...invited, state: 'activa' })).toBe('Activa');
  });

  it('says where a link went and until when', () => {
    const sent = { sentTo: 'ana@huerta.mx', expiresAt: '2026-12-02T19:00:00.000Z' };
    expect(describeSentLink('invitacion', sent)).toBe(
      'Enviamos la invitación a ana@huerta.mx (vence el 2 dic 2026, 1:00 p.m.).',
    );
    expect(describeSentLink('restablecer', sent)).toBe(
      'Enviamos el enlace para restablecer la contraseña a ana@huerta.mx (vence el 2 dic 2026, 1:00 p.m.).',
    );
  });

  it('names a message sent again', () => {
    expect(describeRetriedMessage(failedNotice)).toBe(
      '«Factura nueva: Factura CV-1042» volvió a la cola y se envía de nuevo en un momento.',
    );
  });
});
