import clsx from 'clsx';
import type { HttpMethod } from '../../../view/types';
import styles from './styles.module.css';

interface Props {
  method: HttpMethod;
  className?: string;
}

export default function MethodBadge({ method, className }: Props) {
  return <span className={clsx(styles.badge, styles[method], className)}>{method.toUpperCase()}</span>;
}
