import styles from './ticket-legend.module.scss';

const states = [
  { label: 'Disponible', className: styles.free },
  { label: 'Elegido', className: styles.chosen },
  { label: 'Vendido', className: styles.sold },
];

/** What the colours and marks of the board mean. */
export function TicketLegend() {
  return (
    <ul className={styles.legend} aria-label="Leyenda del tablero">
      {states.map((state) => (
        <li key={state.label}>
          <span className={`${styles.swatch} ${state.className}`} aria-hidden="true" />
          {state.label}
        </li>
      ))}
    </ul>
  );
}
