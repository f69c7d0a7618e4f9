import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  CATEGORIES,
  ENGINE_NAMES,
  type Category,
  type EngineName,
  type GenerateResult,
} from '../types';
import { createEngine, engineConfigFromEnv } from '../engine';
import { isTryonError } from '../errors';
import { createLocalEngine } from '../local/local-engine';
import { renderDebugOverlay } from '../local/debug-overlay';

const USAGE = `Usage: tryon <person-image> <garment-image> -o <out.png> [--category upper|lower|full|saree]
             [--engine local|fashn|fal|replicate|http] [--debug]

Remote engines read their endpoint and key from the environment (see packages/tryon/README.md).
--debug (local engine) also writes <out>.debug.png with the masks and keypoints it used.`;

function parseCli(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      output: { type: 'string', short: 'o' },
      category: { type: 'string', short: 'c', default: 'upper' },
      engine: { type: 'string', short: 'e' },
      debug: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [person, garment] = positionals;
  if (values.help || !person || !garment || !values.output) return undefined;
  const category = values.category as Category;
  if (!CATEGORIES.includes(category))
    throw new Error(`--category must be one of ${CATEGORIES.join(', ')}`);
  const engine = values.engine as EngineName | undefined;
  if (engine && !ENGINE_NAMES.includes(engine))
    throw new Error(`--engine must be one of ${ENGINE_NAMES.join(', ')}`);
  return { person, garment, output: values.output, category, engine, debug: values.debug };
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
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(isTryonError(error) ? `${error.code}: ${error.message}` : error);
    process.exit(1);
  },
);
