import raffleDemoData from '@/content/raffle-demo.json';
import raffleSystemData from '@/content/raffle-system.json';
import {
  getRaffleDemo,
  getRaffleSystem,
  parseRaffleDemo,
  parseRaffleSystem,
} from '@/lib/content/raffle-content';

describe('raffle content', () => {
  it('ships a valid demo raffle with its sold numbers in ascending order', () => {
    const raffle = getRaffleDemo();
    expect(raffle.soldNumbers.length).toBeGreaterThan(0);
    expect(raffle.soldNumbers).toEqual([...raffle.soldNumbers].sort((a, b) => a - b));
    expect(raffle.ticketPrice).toBeGreaterThan(0);
  });

  it('ships the features, the audience and the WhatsApp message of the product', () => {
    const system = getRaffleSystem();
    expect(system.features.length).toBeGreaterThanOrEqual(3);
    expect(system.audience.length).toBeGreaterThanOrEqual(2);
    expect(system.whatsappMessage).toContain('sistema de rifas');
  });

  it('sorts sold numbers written in any order', () => {
    const raffle = parseRaffleDemo({ ...raffleDemoData, soldNumbers: [40, 3, 17] });
    expect(raffle.soldNumbers).toEqual([3, 17, 40]);
  });
});

describe('invalid raffle content', () => {
  it.each([
    [
      { drawDate: '2027-02-30' },
      'content/raffle-demo.json: drawDate: no es una fecha real del calendario',
    ],
    [{ soldNumbers: [3, 8, 3] }, 'content/raffle-demo.json: soldNumbers[2]: 3 está repetido'],
    [
      { soldNumbers: [3, 100] },
      'content/raffle-demo.json: soldNumbers[1]: debe ser menor o igual que 99',
    ],
    [{ soldNumbers: [] }, 'content/raffle-demo.json: soldNumbers: debe tener al menos 1 elemento'],
    [{ ticketPrice: -5 }, 'content/raffle-demo.json: ticketPrice: debe ser mayor que 0'],
    [{ id: 'Rifa Demo' }, 'content/raffle-demo.json: id: debe ser ASCII en kebab-case'],
  ])('rejects %j naming the file and the field', (change, message) => {
    expect(() => parseRaffleDemo({ ...raffleDemoData, ...change })).toThrow(message);
  });

  it('rejects a missing field of the demo raffle', () => {
    const withoutPrize: Partial<typeof raffleDemoData> = { ...raffleDemoData };
    delete withoutPrize.prize;
    expect(() => parseRaffleDemo(withoutPrize)).toThrow(
      'content/raffle-demo.json: prize: falta este campo obligatorio',
    );
  });

  it('rejects a feature with an unknown icon', () => {
    const features = [{ ...raffleSystemData.features[0], icon: 'rocket' }];
    expect(() => parseRaffleSystem({ ...raffleSystemData, features })).toThrow(
      /content\/raffle-system\.json: features\[0\]\.icon: debe ser uno de: "ticket", /,
    );
  });
});
