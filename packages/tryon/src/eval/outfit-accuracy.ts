import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseModelPhoto } from '../photoshoot/analyse/analyse-model';
import type { OutfitKind } from '../photoshoot/types';

// How often the model-photo analysis names the outfit right, over the 23 person photos of
// ../shared/fixtures/vton and vton-dev (`npm run eval:outfits -w packages/tryon`; not part of
// npm test). The truth comes from the two MANIFEST.md files and pairs.csv. A label is right when
// its kind is one the photo allows, safe when it says "not recognised", wrong otherwise.

const here = dirname(fileURLToPath(import.meta.url));
const SHARED = resolve(here, '../../../../../shared/fixtures');

const WESTERN: OutfitKind[] = ['top-and-bottoms', 'top'];
interface Truth {
  file: string;
  /** Kinds that are a true claim about the photo ([] when none is: only "unknown" is safe). */
  kinds: OutfitKind[];
  /** null where plain vs patterned is arguable (a plain body with a wide zari border). */
  plain: boolean | null;
}

const TRUTH: Truth[] = [
  { file: 'vton/person_01_fashn_model.jpg', kinds: WESTERN, plain: true }, // white tee, trousers
  { file: 'vton/person_02_woman_offshoulder.jpg', kinds: WESTERN, plain: true }, // top + jeans
  { file: 'vton/person_03_man_sweatshirt.jpg', kinds: WESTERN, plain: null }, // graphic sweatshirt
  { file: 'vton/person_04_woman_red_saree.webp', kinds: ['saree'], plain: null },
  { file: 'vton/person_05_man_bandhgala.jpg', kinds: WESTERN, plain: true }, // bandhgala + trousers
  { file: 'vton-dev/D01_person.webp', kinds: ['saree'], plain: false },
  { file: 'vton-dev/D02_person.webp', kinds: ['saree'], plain: false },
  { file: 'vton-dev/D03_person.webp', kinds: ['saree'], plain: false },
  { file: 'vton-dev/D04_person.webp', kinds: ['saree'], plain: null },
  { file: 'vton-dev/D05_person.webp', kinds: ['saree'], plain: false },
  { file: 'vton-dev/D06_person.webp', kinds: ['saree'], plain: false },
  { file: 'vton-dev/D07_person.webp', kinds: ['saree'], plain: false },
  { file: 'vton-dev/D08_person.webp', kinds: ['saree'], plain: true },
  { file: 'vton-dev/D09_person.jpg', kinds: ['saree'], plain: null },
  { file: 'vton-dev/D10_person.jpg', kinds: WESTERN, plain: true }, // tank top + jeans
  { file: 'vton-dev/D11_person.jpg', kinds: WESTERN, plain: true }, // crop top + skirt
  { file: 'vton-dev/D12_person.jpg', kinds: WESTERN, plain: true }, // tank top + shorts
  { file: 'vton-dev/D13_person.jpg', kinds: WESTERN, plain: true }, // tank top + shorts
  { file: 'vton-dev/D14_person.jpg', kinds: ['kurta'], plain: false }, // bandhani kurta
  { file: 'vton-dev/D15_person.jpg', kinds: ['kurta'], plain: false }, // velvet sherwani
  { file: 'vton-dev/D16_person.jpg', kinds: WESTERN, plain: true }, // tank top + jeans
  { file: 'vton-dev/D17_person.jpg', kinds: ['saree'], plain: false }, // phone photo, saree
  { file: 'vton-dev/D18_person.jpg', kinds: [], plain: null }, // white dress
];

/** On-model garment photos (pairs.csv's garments), a second check on rules tuned on the above. */
const GARMENT_PHOTOS: Truth[] = [
  { file: 'vton/garment_01_fashn_top.webp', kinds: WESTERN, plain: null },
  { file: 'vton/garment_05_lehenga_onmodel.jpg', kinds: ['lehenga'], plain: null },
  { file: 'vton/garment_06_kurta_onmodel.jpg', kinds: ['kurta'], plain: null },
  ...['D01', 'D02', 'D03', 'D04', 'D05', 'D06', 'D07', 'D08', 'D09', 'D17', 'D18'].map(
    (d): Truth => ({ file: `vton-dev/${d}_garment.webp`, kinds: ['saree'], plain: null }),
  ),
  { file: 'vton-dev/D10_garment.jpg', kinds: ['saree'], plain: null },
  { file: 'vton-dev/D11_garment.jpg', kinds: ['lehenga'], plain: null },
  { file: 'vton-dev/D12_garment.jpg', kinds: ['kurta'], plain: null },
  { file: 'vton-dev/D13_garment.jpg', kinds: ['kurta'], plain: null }, // sherwani
  { file: 'vton-dev/D14_garment.jpg', kinds: ['kurta'], plain: null },
  { file: 'vton-dev/D15_garment.jpg', kinds: [...WESTERN, 'kurta'], plain: null }, // jodhpuri suit
  { file: 'vton-dev/D16_garment.jpg', kinds: ['lehenga'], plain: null },
];

type Verdict = 'right' | 'safe' | 'WRONG';

function verdictOf(truth: Truth, kind: OutfitKind | undefined): Verdict {
  if (!kind || kind === 'unknown') return 'safe';
  return truth.kinds.includes(kind) ? 'right' : 'WRONG';
}

async function measure(title: string, rows: Truth[]) {
  console.log(`\n${title}`);
  const tally = { right: 0, safe: 0, WRONG: 0, plainRight: 0, plainScored: 0 };
  for (const truth of rows) {
    const analysis = await analyseModelPhoto(await readFile(join(SHARED, truth.file)));
    const outfit = analysis.outfit;
    const verdict = verdictOf(truth, outfit?.kind);
    tally[verdict] += 1;
    const plainScored = truth.plain !== null && verdict === 'right';
    if (plainScored) tally.plainScored += 1;
    if (plainScored && outfit?.plain === truth.plain) tally.plainRight += 1;
    const name = truth.file.split('/')[1]!.padEnd(34);
    const want = (truth.kinds.join('|') || 'none').padEnd(20);
    const got = `${outfit?.kind ?? '-'} ${outfit?.plain ? 'plain' : 'patterned'} ${outfit?.certainty ?? ''}`;
    console.log(`${name} ${want} ${verdict.padEnd(6)} ${got.padEnd(28)} ${outfit?.label ?? ''}`);
  }
  const n = rows.length;
  console.log(
    `kind right ${tally.right}/${n}, safe (not recognised) ${tally.safe}, wrong ${tally.WRONG}; ` +
      `plain vs patterned right ${tally.plainRight}/${tally.plainScored} (where the kind was right)`,
  );
}

if (!existsSync(SHARED)) throw new Error(`No fixtures at ${SHARED}`);
await measure('Person photos (the measure)', TRUTH);
await measure('On-model garment photos (second check)', GARMENT_PHOTOS);
