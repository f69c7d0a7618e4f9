// Runs inside a worker thread (see fabric-thread.ts). Messages: {id, garment, category} makes a
// garment's fabric, answered {id, fabric} (its arrays moved, not copied); {id, observed, fabric}
// finishes a garment's analysis, answered {id, garment} and, with `fabric`, then {id, fabric,
// graphics}; {id, fills} makes the person's continuation and shading, answered {id, fills}, and
// {id, worn} the person's worn-garment cut-out, answered {id, worn}, and {id, edge, labels} the
// re-dress's refined edge, answered {id, edge} (all moved).
// An error answers {id, error}.
import { parentPort } from 'node:worker_threads';
import { isTryonError } from '../../errors';
import { finishGarment, type GarmentModel } from '../garment/garment-analysis';
import { garmentFabric, type GarmentFabric } from './garment-fabric';
import type { FabricReply, FabricRequest, ThreadError } from './fabric-thread';
import { garmentFigure } from './part-map';
import { continuationOf, shadingOf } from '../person/person-fills';
import { separateWornGarment, WORN_CUT } from '../garment/garment-mask';
import { edgeCover } from './soft-edges';
import { madeGraphics, type MadeGraphics } from './placement-graphic';

const port = parentPort;
if (!port) throw new Error('fabric-thread.worker must run in a worker thread');

const asError = (err: unknown): ThreadError => {
  const error = err as Error;
  return {
    message: error.message,
    stack: error.stack,
    ...(isTryonError(err) ? { code: err.code } : {}),
  };
};

/**
 * The placed graphics the re-dress would look for on this garment (sourcesByBody): none on a
 * saree, a swatch or a fabric of one part.
 */
function graphicsOf(garment: GarmentModel, g: GarmentFabric, category: string) {
  if (category === 'saree' || garment.kind === 'swatch' || g.regions.colours.length < 2)
    return undefined;
  return madeGraphics(g, garmentFigure(garment.anchors), garment.parts);
}

/** A reply; the arrays in `moved` are fresh ArrayBuffers this thread drops: moved, not copied. */
function reply(message: FabricReply, moved: ArrayBufferLike[] = []): void {
  port?.postMessage(message, moved as ArrayBuffer[]);
}

/** The fabric's reply; its two large arrays are moved. */
function sendFabric(id: number, fabric: GarmentFabric, graphics?: MadeGraphics): void {
  const message: FabricReply = { id, fabric, ...(graphics ? { graphics } : {}) };
  reply(message, [fabric.regions.labels.buffer, fabric.rgb.buffer]);
}

port.on('message', (msg: FabricRequest) => {
  const { id } = msg;
  try {
    if ('fills' in msg) {
      const fills = { shading: shadingOf(msg.fills), continuation: continuationOf(msg.fills) };
      return reply({ id, fills }, [fills.shading.data.buffer, fills.continuation.buffer]);
    }
    if ('edge' in msg) {
      const edge = edgeCover(msg.edge, msg.labels);
      const { refined, behind } = edge;
      return reply({ id, edge }, [refined.data.buffer, behind.rgb.buffer, behind.weight.buffer]);
    }
    if ('worn' in msg) {
      const { image, detection, body, category } = msg.worn;
      const worn = separateWornGarment(image, detection, body, category, WORN_CUT);
      return reply({ id, worn }, [worn.data.buffer]);
    }
    if ('observed' in msg) {
      const garment = finishGarment(msg.observed);
      reply({ id, garment });
      if (!msg.fabric) return;
      const { category } = msg.observed;
      const fabric = garmentFabric(garment, category);
      const graphics = graphicsOf(garment, fabric, category);
      // The quilt source's labels are sent with the graphics (copied): not moved.
      sendFabric(id, fabric, graphics);
      return;
    }
    sendFabric(id, garmentFabric(msg.garment, msg.category));
  } catch (err) {
    reply({ id, error: asError(err) });
  }
});
