import { checkNewPassword } from '@/lib/client-area/new-password';

describe('a new password typed twice', () => {
  it('is held to the API’s rule first, then to both being the same', () => {
    expect(checkNewPassword('corta1', 'otra')).toEqual({
      next: 'Usa al menos 10 caracteres: una frase corta es fácil de recordar y difícil de adivinar.',
    });
    expect(checkNewPassword('solo-letras-largas', 'solo-letras-largas')).toEqual({
      next: 'Combina letras y números para que no sea fácil de adivinar.',
    });
    expect(checkNewPassword('huerta-organica-2027', 'huerta-organica-2028')).toEqual({
      repeat: 'Las dos contraseñas nuevas no coinciden.',
    });
    expect(checkNewPassword('huerta-organica-2027', 'huerta-organica-2027')).toEqual({});
  });
});
