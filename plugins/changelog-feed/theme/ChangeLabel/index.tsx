import { KIND_LABELS, type ChangeKind } from '../../parse';
import styles from './styles.module.css';

/** A changelog entry's label (Breaking, New, …) as a small badge, breaking ones in the danger colour. */
export default function ChangeLabel({ kind }: { kind: ChangeKind }) {
  return <span className={styles[kind]}>{KIND_LABELS[kind]}</span>;
}
