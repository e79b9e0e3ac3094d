import { PHOTO_KINDS, type Photo } from '@clinic/contracts';

/** When a photo stands in the patient's story: its visit, then before or after on it, then when taken. */
const storyOrder = (photo: Photo) =>
  [Date.parse(photo.procedure_start), PHOTO_KINDS.indexOf(photo.kind), Date.parse(photo.taken_at)] as const;

/** Two photos as before and after: the earlier visit first; on one visit, its before photo first. */
export function beforeAndAfter([one, other]: [Photo, Photo]): [Photo, Photo] {
  const [a, b] = [storyOrder(one), storyOrder(other)];
  const index = a.findIndex((value, at) => value !== b[at]);
  return index === -1 || a[index]! < b[index]! ? [one, other] : [other, one];
}
