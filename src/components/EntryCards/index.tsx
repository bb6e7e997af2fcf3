import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface EntryCard {
  title: string;
  to: string;
  description: string;
}

interface Props {
  cards: EntryCard[];
  headingLevel?: 'h2' | 'h3';
}

export default function EntryCards({ cards, headingLevel = 'h3' }: Props) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          <Link to={card.to} className={styles.link}>
            <Heading as={headingLevel} className={styles.title}>
              {card.title}
            </Heading>
            <p className={styles.description}>{card.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
