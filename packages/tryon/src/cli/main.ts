import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  CATEGORY_OPTIONS,
  ENGINE_NAMES,
  GARMENT_PHOTO_TYPE_OPTIONS,
  MODE_OPTIONS,
  type CategoryOption,
  type EngineName,
  type GarmentPhotoTypeOption,
  type GenerateResult,
  type ModeOption,
} from '../types';
import { createEngine, engineConfigFromEnv } from '../engine';
import { isTryonError } from '../errors';
import { createLocalEngine } from '../local/local-engine';
import { renderDebugOverlay } from '../local/render/debug-overlay';

const USAGE = `Usage: tryon <person-image> <garment-image> -o <out.png>
             [--mode auto|redress|replace] [--category auto|upper|lower|full|saree]
             [--garment-photo-type auto|flat-lay|on-model]
             [--engine local|fashn|fal|replicate|http] [--debug]

--mode, --category and --garment-photo-type default to auto (detected from the photos).
Remote engines read their endpoint and key from the environment (see packages/tryon/README.md).
--debug (local engine) also writes <out>.debug.png with the masks and keypoints it used.
The local engine prints its quality report (confidence, mode, findings) to stderr.`;

function pickOption<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!allowed.includes(value as T))
    throw new Error(`--${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function parseCli(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      output: { type: 'string', short: 'o' },
      category: { type: 'string', short: 'c', default: 'auto' },
      mode: { type: 'string', short: 'm', default: 'auto' },
      'garment-photo-type': { type: 'string', default: 'auto' },
      engine: { type: 'string', short: 'e' },
      debug: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [person, garment] = positionals;
  if (values.help || !person || !garment || !values.output) return undefined;
  const category: CategoryOption = pickOption('category', values.category, CATEGORY_OPTIONS);
  const mode: ModeOption = pickOption('mode', values.mode, MODE_OPTIONS);
  const garmentPhotoType: GarmentPhotoTypeOption = pickOption(
    'garment-photo-type',
    values['garment-photo-type'],
    GARMENT_PHOTO_TYPE_OPTIONS,
  );
  const engine = values.engine as EngineName | undefined;
  if (engine && !ENGINE_NAMES.includes(engine))
    throw new Error(`--engine must be one of ${ENGINE_NAMES.join(', ')}`);
  return {
    person,
    garment,
    output: values.output,
    category,
    mode,
    garmentPhotoType,
    engine,
    debug: values.debug,
  };
}

async function main(): Promise<number> {
  const args = parseCli(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const input = {
    person: await readFile(args.person),
    garment: await readFile(args.garment),
    category: args.category,
    mode: args.mode,
    garmentPhotoType: args.garmentPhotoType,
    onProgress: (stage: string) => console.error(`… ${stage}`),
  };
  const config = engineConfigFromEnv({
    ...process.env,
    ...(args.engine ? { TRYON_ENGINE: args.engine } : {}),
  });
  let result: GenerateResult;
  if (args.debug && config.engine === 'local') {
    const run = await createLocalEngine(config).generateWithDebug(input);
    result = run.result;
    const debugPath = args.output.replace(/(\.\w+)?$/, '.debug.png');
    await writeFile(debugPath, await renderDebugOverlay(run.debug));
    console.error(`debug overlay: ${debugPath}`);
  } else {
    result = await createEngine(config).generate(input);
  }
  await writeFile(args.output, result.image);
  console.log(
    `${args.output}: ${result.width}×${result.height} by ${result.engine} in ${result.timings.total ?? '?'} ms`,
    result.timings,
  );
  if (result.quality) console.error('quality:', JSON.stringify(result.quality, null, 2));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(isTryonError(error) ? `${error.code}: ${error.message}` : error);
    process.exit(1);
  },
);
