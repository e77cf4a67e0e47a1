import { render, screen } from '@testing-library/react';
import { StaticIsland } from '@/components/ui/static-island';

describe('StaticIsland', () => {
  it('draws its children, in a box that adds nothing to the layout', () => {
    const { container } = render(
      <StaticIsland id="cuerpo">
        <h2>Qué es la caché</h2>
      </StaticIsland>,
    );
    expect(screen.getByRole('heading', { name: 'Qué es la caché' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-island', 'cuerpo');
  });

  it('without its children (taken out of the payload), keeps what it showed and shows it again', () => {
    // Hydrating a page whose payload has no children: the pre-rendered HTML is already there.
    const container = document.createElement('div');
    container.innerHTML = '<div data-island="cuerpo"><h2>Qué es la caché</h2></div>';
    document.body.append(container);
    const { unmount } = render(<StaticIsland id="cuerpo" />, { container, hydrate: true });
    expect(screen.getByRole('heading', { name: 'Qué es la caché' })).toBeInTheDocument();
    unmount();
    container.remove();

    // Drawn again from the same payload (back to the page): the same content.
    render(<StaticIsland id="cuerpo" />);
    expect(screen.getByRole('heading', { name: 'Qué es la caché' })).toBeInTheDocument();
    // Another island shows nothing it never had.
    const { container: other } = render(<StaticIsland id="indice" />);
    expect(other.firstElementChild).toBeEmptyDOMElement();
  });
});
