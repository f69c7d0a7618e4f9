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

/** The fabric's reply; its two large arrays are fresh ArrayBuffers this thread drops: moved. */
function sendFabric(id: number, fabric: GarmentFabric, graphics?: MadeGraphics): void {
  const reply: FabricReply = { id, fabric, ...(graphics ? { graphics } : {}) };
  port?.postMessage(reply, [fabric.regions.labels.buffer, fabric.rgb.buffer] as ArrayBuffer[]);
}

port.on('message', (msg: FabricRequest) => {
  const { id } = msg;
  try {
    if ('fills' in msg) {
      const fills = { shading: shadingOf(msg.fills), continuation: continuationOf(msg.fills) };
      const moved = [fills.shading.data.buffer, fills.continuation.buffer] as ArrayBuffer[];
      port.postMessage({ id, fills } satisfies FabricReply, moved);
      return;
    }
    if ('edge' in msg) {
      const edge = edgeCover(msg.edge, msg.labels);
      const moved = [edge.refined.data.buffer, edge.behind.rgb.buffer, edge.behind.weight.buffer];
      port.postMessage({ id, edge } satisfies FabricReply, moved as ArrayBuffer[]);
      return;
    }
    if ('worn' in msg) {
      const { image, detection, body, category } = msg.worn;
      const worn = separateWornGarment(image, detection, body, category, WORN_CUT);
      port.postMessage({ id, worn } satisfies FabricReply, [worn.data.buffer] as ArrayBuffer[]);
      return;
    }
    if ('observed' in msg) {
      const garment = finishGarment(msg.observed);
      port.postMessage({ id, garment } satisfies FabricReply);
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
    port.postMessage({ id, error: asError(err) } satisfies FabricReply);
  }
});
