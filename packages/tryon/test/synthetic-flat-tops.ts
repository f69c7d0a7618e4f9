// Outlines of tops photographed flat, 300×400 px: `inside(x, y)` says where the garment is.
export const FLAT_W = 300;
export const FLAT_H = 400;

/** Distance from p to the segment a–b. */
function toSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const t = Math.max(
    0,
    Math.min(
      1,
      ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2),
    ),
  );
  return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
}

/** Sleeves from the shoulders down beside the body, parted from it below the armpits. */
const sleeves = (x: number, y: number) =>
  toSegment(x, y, 105, 32, 58, 200) <= 12 || toSegment(x, y, 195, 32, 242, 200) <= 12;

/** A kurta: a straight body 100 px wide from the collar (y 20) to a knee-length hem (y 390). */
export const flatKurta = (x: number, y: number) =>
  (y >= 20 && y <= 390 && Math.abs(x - 150) <= 50) || sleeves(x, y);

/** The kurta's sleeves on a skirt flaring from the waist to ~2 chests at the hem: a dress. */
export const flatFlaredDress = (x: number, y: number) =>
  (y >= 20 && y <= 390 && Math.abs(x - 150) <= 50 + Math.max(0, y - 200) * 0.3) || sleeves(x, y);

/** A tee: body 120 px wide from y 40 to its hem at y 250, short sleeves straight out. */
export const flatTee = (x: number, y: number) =>
  (y >= 40 && y <= 250 && Math.abs(x - 150) <= 60) ||
  (y >= 40 && y <= 105 && Math.abs(x - 150) <= 110);
