import aboutData from '@/content/about.json';
import { getAboutContent, getInitials, parseAboutContent } from '@/lib/content/about';

/** A deep copy of the shipped file, loosely typed so a test can break it. */
function copyAboutData(): Record<string, unknown> & typeof aboutData {
  return JSON.parse(JSON.stringify(aboutData));
}

function errorOf(data: unknown, file?: string): string {
  try {
    parseAboutContent(data, file);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the content was accepted');
}

describe('getAboutContent', () => {
  it('loads the shipped content, with the 15-business-day delivery among the steps', () => {
    const about = getAboutContent();
    expect(about.team.length).toBeGreaterThanOrEqual(4);
    expect(about.steps.at(0)?.title).toMatch(/WhatsApp/);
    expect(about.steps.some((step) => step.description.includes('15 días hábiles'))).toBe(true);
  });
});

describe('parseAboutContent', () => {
  it('names the file and the field of a missing value', () => {
    const data = copyAboutData();
    const member: Record<string, unknown> = { ...data.team[2] };
    delete member.role;
    data.team[2] = member as (typeof data.team)[number];
    expect(errorOf(data)).toBe('content/about.json: team[2].role: falta este campo obligatorio');
  });

  it('refuses an avatar colour that has no design token', () => {
    const data = copyAboutData();
    data.team[0]!.tone = 'purple';
    expect(errorOf(data)).toBe(
      'content/about.json: team[0].tone: debe ser uno de: "green", "forest", "ink", "amber", "mint"',
    );
  });

  it('refuses a team member without a surname for the initials', () => {
    const data = copyAboutData();
    data.team[1]!.name = 'Alejandro';
    expect(errorOf(data)).toBe(
      'content/about.json: team[1].name: debe tener nombre y apellido, con mayúscula inicial',
    );
  });

  it('lists every problem: blank text, too few steps and an unknown field', () => {
    const data = copyAboutData();
    data.mission = '   ';
    data.steps = data.steps.slice(0, 2);
    data.figures = [{ ...data.figures[0]!, ...{ valor: '2023' } }, ...data.figures.slice(1)];
    const message = errorOf(data, 'content/otro.json');
    expect(message.split('\n')).toEqual([
      'content/otro.json: mission: no puede estar vacío',
      'content/otro.json: steps: debe tener al menos 4 elementos',
      'content/otro.json: figures[0]: campo desconocido: "valor" (¿quisiste decir «value»?)',
    ]);
  });
});

describe('getInitials', () => {
  it('takes the first name and the last surname, accents included', () => {
    expect(getInitials('Daniela Ríos')).toBe('DR');
    expect(getInitials('Luis Ángel Domínguez Ortega')).toBe('LO');
    expect(getInitials('úrsula ávila')).toBe('ÚÁ');
  });
});
