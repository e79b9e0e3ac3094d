import type { Photo, PhotoSize } from '@clinic/contracts';
import { PHOTO_ANGLE_LABELS, PHOTO_KIND_LABELS } from '@clinic/contracts';
import Skeleton from '@mui/material/Skeleton';
import type { CSSProperties } from 'react';
import { usePhotoLink } from '../api/get-photo-link.ts';

/** "Before, Left 45°": how a photo is named to people and screen readers. */
export const photoLabel = (photo: Photo) => `${PHOTO_KIND_LABELS[photo.kind]}, ${PHOTO_ANGLE_LABELS[photo.angle]}`;

/** One size of a photo, through its signed link. */
export function PhotoImage({ photo, size, style }: { photo: Photo; size: PhotoSize; style?: CSSProperties }) {
  const link = usePhotoLink(photo.id, size);
  if (!link.data)
    return <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '4 / 3', height: 'auto' }} />;
  return (
    <img
      src={link.data.url}
      alt={photoLabel(photo)}
      width={photo.width}
      height={photo.height}
      draggable={false}
      style={{ display: 'block', maxWidth: '100%', height: 'auto', ...style }}
    />
  );
}
