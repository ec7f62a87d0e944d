/** Turns database rows into the API's record shape (API.md "Conventions"). */
import { imageUrls } from '../../shared/images';

export function recordOf(row: { id: string; createdAt: Date; updatedAt: Date }) {
  return { _id: row.id, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function imageOf(row: { image: string | null; imageWidth: number | null; imageHeight: number | null }) {
  return {
    image: row.image,
    ...imageUrls(row.image, row.imageWidth),
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
  };
}
