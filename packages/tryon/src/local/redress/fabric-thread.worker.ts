// Runs inside a worker thread (see fabric-thread.ts): makes a garment's fabric. Messages:
// {id, garment, category}; answers {id, fabric} (its arrays moved, not copied) or {id, error}.
import { parentPort } from 'node:worker_threads';
import type { Category } from '../../types';
import type { GarmentModel } from '../garment/garment-analysis';
import { garmentFabric } from './garment-fabric';
import type { FabricReply } from './fabric-thread';

const port = parentPort;
if (!port) throw new Error('fabric-thread.worker must run in a worker thread');

port.on(
  'message',
  ({ id, garment, category }: { id: number; garment: GarmentModel; category?: Category }) => {
    let reply: FabricReply;
    try {
      reply = { id, fabric: garmentFabric(garment, category) };
    } catch (err) {
      const error = err as Error;
      reply = { id, error: { message: error.message, stack: error.stack } };
    }
    // The fabric's two large arrays are fresh ArrayBuffers this thread drops: moved, not copied.
    const moved =
      'fabric' in reply ? [reply.fabric.regions.labels.buffer, reply.fabric.rgb.buffer] : [];
    port.postMessage(reply, moved as ArrayBuffer[]);
  },
);
