import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SearchField } from '@/components/ui/search-field';

const FRUITS = ['manzana', 'mango', 'pera'];

function FruitSearch() {
  const [query, setQuery] = useState('');
  const shown = FRUITS.filter((fruit) => fruit.includes(query));
  return (
    <>
      <SearchField
        label="Buscar fruta"
        placeholder="Ej. mango"
        hint="Busca por nombre."
        value={query}
        onChange={setQuery}
      />
      <ul>
        {shown.map((fruit) => (
          <li key={fruit}>{fruit}</li>
        ))}
      </ul>
    </>
  );
}

/** The page as the server wrote it, typed into before React hydrates it. */
async function hydrateAfterTyping(typed: string | null) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<FruitSearch />);
  const input = screen.getByRole('searchbox', { name: 'Buscar fruta' }) as HTMLInputElement;
  if (typed !== null) input.value = typed;
  await act(async () => {
    hydrateRoot(container, <FruitSearch />);
  });
  return input;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useEarlyInput (through SearchField)', () => {
  it('applies text typed before hydration to the state, and the list follows', async () => {
    const input = await hydrateAfterTyping('manz');
    expect(input).toHaveValue('manz');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['manzana']);
  });

  it('leaves the state alone when nothing was typed', async () => {
    await hydrateAfterTyping(null);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
