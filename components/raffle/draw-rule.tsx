import { formatTicketList } from '@/lib/raffle/raffle';
import type { RaffleDemo } from '@/lib/content/raffle-content';
import styles from './draw-rule.module.scss';

/** The rule that turns the revealed seed into the winner, in plain Spanish. */
export function DrawRule({ raffle }: { raffle: RaffleDemo }) {
  const soldCount = raffle.soldNumbers.length;
  return (
    <div className={styles.rule}>
      <h3 className={styles.title}>La regla del sorteo</h3>
      <ol className={styles.list}>
        <li>
          Se escribe la semilla revelada, dos puntos y el identificador de la rifa:{' '}
          <code>semilla:{raffle.id}</code>.
        </li>
        <li>
          Se calcula el SHA-256 de ese texto y sus primeros 8 dígitos hexadecimales se leen como un
          número entero.
        </li>
        <li>
          Ese entero se divide entre la cantidad de números vendidos ({soldCount}) y se conserva el
          residuo.
        </li>
        <li>
          El residuo es el lugar del ganador en la lista de números vendidos, ordenada de menor a
          mayor y contando desde 0.
        </li>
      </ol>
      <p className={styles.participants}>
        <strong>Números vendidos que participan ({soldCount}):</strong>{' '}
        {formatTicketList(raffle.soldNumbers)}.
      </p>
      <p className={styles.note}>
        Solo participan boletos pagados: los números que apartes en la demostración no entran al
        sorteo. Aquí la semilla la genera tu navegador con <code>crypto.getRandomValues</code>; en
        el sistema que instalamos se genera en el servidor, el compromiso se publica antes de cerrar
        la venta y la semilla se combina con un dato público que nadie conoce de antemano, como el
        resultado de la Lotería Nacional, para que ni el organizador pueda elegir al ganador.
      </p>
    </div>
  );
}
