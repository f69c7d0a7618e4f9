// @drape/tryon/photoshoot: the image side of brand photoshoots. Pure functions of image bytes;
// the server stores models and backdrops and runs shoots as jobs.
export { analyseModelPhoto } from './analyse/analyse-model';
export { PROBLEM_MESSAGES } from './analyse/framing';
export { BUILT_IN_BACKDROPS, isBuiltInBackdrop, listBackdrops } from './backdrops/catalogue';
export { backdropThumbnail } from './backdrops/render-backdrop';
export { renderShot } from './render-shot';
export { CUT_OUT_VERSION } from './cut-out-store';
export { SHOT_KINDS } from './types';
export type {
  BackdropSource,
  Box,
  BuiltInBackdrop,
  CloseUpDetail,
  CloseUpDetailOption,
  Framing,
  Keypoint,
  ModelOutfit,
  ModelPhotoAnalysis,
  ModelPhotoProblem,
  ModelPhotoProblemCode,
  ModelPose,
  OutfitKind,
  RenderShotInput,
  RenderShotResult,
  ShotFormat,
  ShotKind,
} from './types';
