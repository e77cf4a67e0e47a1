import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectCarousel } from '@/components/home/project-carousel';
import { CAROUSEL_INTERVAL_MS } from '@/lib/site/carousel';

const slides = [1, 2, 3, 4, 5, 6].map((n) => <p key={n}>Proyecto {n}</p>);

function renderCarousel() {
  render(<ProjectCarousel slides={slides} />);
  return screen.getByRole('region', { name: 'Proyectos' });
}

/** The projects a visitor sees, in the order they are laid out. */
function shownProjects(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole('listitem')
    .sort((a, b) => Number(a.style.order) - Number(b.style.order))
    .map((item) => item.textContent ?? '');
}

/** Lets `intervals` autoplay periods pass, one at a time so that React re-renders between them. */
function wait(intervals: number, ms = CAROUSEL_INTERVAL_MS) {
  for (let i = 0; i < intervals; i++) act(() => jest.advanceTimersByTime(ms));
}

describe('ProjectCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders every slide and shows the first three', () => {
    const region = renderCarousel();
    expect(within(region).getAllByText(/Proyecto \d/, { ignore: false })).toHaveLength(6);
    expect(shownProjects(region)).toEqual(['Proyecto 1', 'Proyecto 2', 'Proyecto 3']);
    expect(screen.getByText('Proyecto 4').closest('li')).not.toBeVisible();
  });

  it('advances by one every 5 seconds and wraps after the sixth', () => {
    const region = renderCarousel();
    wait(1, CAROUSEL_INTERVAL_MS - 1);
    expect(shownProjects(region)).toEqual(['Proyecto 1', 'Proyecto 2', 'Proyecto 3']);
    wait(1, 1);
    expect(shownProjects(region)).toEqual(['Proyecto 2', 'Proyecto 3', 'Proyecto 4']);
    wait(3);
    expect(shownProjects(region)).toEqual(['Proyecto 5', 'Proyecto 6', 'Proyecto 1']);
    wait(2);
    expect(shownProjects(region)).toEqual(['Proyecto 1', 'Proyecto 2', 'Proyecto 3']);
  });

  it('moves back and forth with the previous and next buttons', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const region = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Proyecto anterior' }));
    expect(shownProjects(region)).toEqual(['Proyecto 6', 'Proyecto 1', 'Proyecto 2']);
    await user.click(screen.getByRole('button', { name: 'Proyecto siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Proyecto siguiente' }));
    expect(shownProjects(region)).toEqual(['Proyecto 2', 'Proyecto 3', 'Proyecto 4']);
  });

  it('stops while paused and goes on when resumed', () => {
    const region = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar carrusel' }));
    wait(3);
    expect(shownProjects(region)).toEqual(['Proyecto 1', 'Proyecto 2', 'Proyecto 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar carrusel' }));
    wait(1);
    expect(shownProjects(region)).toEqual(['Proyecto 2', 'Proyecto 3', 'Proyecto 4']);
    expect(screen.getByRole('button', { name: 'Pausar carrusel' })).toBeInTheDocument();
  });

  it('stops while the mouse is over it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const region = renderCarousel();
    await user.hover(region);
    wait(2);
    expect(shownProjects(region)).toEqual(['Proyecto 1', 'Proyecto 2', 'Proyecto 3']);
    await user.unhover(region);
    wait(1);
    expect(shownProjects(region)).toEqual(['Proyecto 2', 'Proyecto 3', 'Proyecto 4']);
  });

  it('stops while focus is inside it', () => {
    const region = renderCarousel();
    act(() => screen.getByRole('button', { name: 'Proyecto siguiente' }).focus());
    wait(2);
    expect(shownProjects(region)).toEqual(['Proyecto 1', 'Proyecto 2', 'Proyecto 3']);
    act(() => screen.getByRole('button', { name: 'Proyecto siguiente' }).blur());
    wait(1);
    expect(shownProjects(region)).toEqual(['Proyecto 2', 'Proyecto 3', 'Proyecto 4']);
  });

  it('gives a window chosen with the buttons a full period on screen', () => {
    const region = renderCarousel();
    wait(1, CAROUSEL_INTERVAL_MS - 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Proyecto siguiente' }));
    wait(1, CAROUSEL_INTERVAL_MS - 1);
    expect(shownProjects(region)).toEqual(['Proyecto 2', 'Proyecto 3', 'Proyecto 4']);
    wait(1, 1);
    expect(shownProjects(region)).toEqual(['Proyecto 3', 'Proyecto 4', 'Proyecto 5']);
  });
});
