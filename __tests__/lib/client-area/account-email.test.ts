import { describeAccountEmailProblem } from '@/lib/client-area/account-email';

describe('an account e-mail', () => {
  it('is asked for, then read with the rule accounts are stored by', () => {
    expect(describeAccountEmailProblem('  ')).toBe('Escribe tu correo electrónico.');
    expect(describeAccountEmailProblem('ana-arroba-huerta')).toBe(
      'Escribe un correo válido, por ejemplo nombre@empresa.mx.',
    );
    expect(describeAccountEmailProblem('josé@huerta.mx')).toBe(
      'Escribe un correo válido: sin acentos ni espacios antes de la @.',
    );
    expect(describeAccountEmailProblem(' ana@huerta.mx ')).toBeNull();
  });
});
