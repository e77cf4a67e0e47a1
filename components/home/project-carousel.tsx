'use client';

import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import {
  CAROUSEL_INTERVAL_MS,
  getVisibleIndices,
  nextIndex,
  previousIndex,
} from '@/lib/site/carousel';
import { CarouselControls } from './carousel-controls';
import styles from './project-carousel.module.scss';

const VISIBLE_COUNT = 3;

type Direction = 'next' | 'previous';
type Position = { start: number; moves: number; direction: Direction };

function move(position: Position, direction: Direction, total: number): Position {
  const step = direction === 'next' ? nextIndex : previousIndex;
  return { start: step(position.start, total), moves: position.moves + 1, direction };
}

/**
 * Shows three consecutive slides and advances by one every few seconds, wrapping around.
 * Autoplay stops while paused, hovered or focused within. Every slide stays in the HTML.
 */
export function ProjectCarousel({ slides }: { slides: readonly ReactNode[] }) {
  const total = slides.length;
  const [position, setPosition] = useState<Position>({ start: 0, moves: 0, direction: 'next' });
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [manualMoves, setManualMoves] = useState(0);
  const playing = !paused && !hovered && !focused;
  const visible = getVisibleIndices(position.start, total, VISIBLE_COUNT);

  // A manual move restarts the countdown, so the window the visitor chose gets its full time.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setPosition((current) => move(current, 'next', total)),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [playing, total, manualMoves]);

  function moveManually(direction: Direction) {
    setPosition((current) => move(current, direction, total));
    setManualMoves((count) => count + 1);
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <div
      role="region"
      aria-roledescription="carrusel"
      aria-label="Proyectos"
      className={styles.carousel}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <ul
        className={styles.track}
        aria-live={playing ? 'off' : 'polite'}
        data-move={position.moves === 0 ? undefined : position.moves % 2 ? 'odd' : 'even'}
        data-direction={position.direction}
      >
        {slides.map((slide, index) => {
          const order = visible.indexOf(index);
          return (
            <li key={index} className={styles.slide} hidden={order === -1} style={{ order }}>
              {slide}
            </li>
          );
        })}
      </ul>
      <CarouselControls
        paused={paused}
        onPrevious={() => moveManually('previous')}
        onNext={() => moveManually('next')}
        onTogglePause={() => setPaused((value) => !value)}
        shown={slides.map((_, index) => visible.includes(index))}
      />
    </div>
  );
}
