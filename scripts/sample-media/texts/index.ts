// The sample publications, newest last. The newsletters' order here is the
// order of newsletters.json.
import type { Publication } from '../pdf/publication.ts';
import { interactClub } from './interact-club.ts';
import { newsletter2024Spring } from './newsletter-2024-spring.ts';
import { newsletter2024Winter } from './newsletter-2024-winter.ts';
import { newsletter2025Autumn } from './newsletter-2025-autumn.ts';
import { newsletter2025Summer } from './newsletter-2025-summer.ts';
import { newsletter2026Autumn } from './newsletter-2026-autumn.ts';
import { newsletter2026Spring } from './newsletter-2026-spring.ts';

export const sampleNewsletters: Publication[] = [
  newsletter2024Spring,
  newsletter2024Winter,
  newsletter2025Summer,
  newsletter2025Autumn,
  newsletter2026Spring,
  newsletter2026Autumn,
];

export const sampleDocuments: Publication[] = [interactClub];
