import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { useScriptReady } from '@/components/hooks/use-script-ready';
import styles from './carousel-controls.module.scss';

type CarouselControlsProps = {
  paused: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePause: () => void;
  /** One entry per slide: whether it is in the shown window (drawn as a longer dot). */
  shown: readonly boolean[];
};

/** Previous, pause/resume and next buttons of the projects carousel, with its position dots. */
export function CarouselControls({
  paused,
  onPrevious,
  onNext,
  onTogglePause,
  shown,
}: CarouselControlsProps) {
  const scriptReady = useScriptReady();
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.button}
        {...scriptReady}
        aria-label="Proyecto anterior"
        onClick={onPrevious}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        className={styles.button}
        {...scriptReady}
        aria-label={paused ? 'Reanudar carrusel' : 'Pausar carrusel'}
        onClick={onTogglePause}
      >
        {paused ? <PlayIcon /> : <PauseIcon />}
      </button>
      <button
        type="button"
        className={styles.button}
        {...scriptReady}
        aria-label="Proyecto siguiente"
        onClick={onNext}
      >
        <ChevronRightIcon />
      </button>
      <ol className={styles.dots} aria-hidden="true">
        {shown.map((isShown, index) => (
          <li key={index} data-active={isShown} />
        ))}
      </ol>
    </div>
  );
}
