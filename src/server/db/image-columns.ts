/** The columns of a record that shows one image (services, products, team, growth steps). */
import { integer, text } from 'drizzle-orm/pg-core';
import { media } from './schema-media';

/** A stored image: its file name and the size of its widest copy (the variants follow from it). */
export const imageColumns = () => ({
  image: text('image').references(() => media.name, { onDelete: 'restrict', onUpdate: 'cascade' }),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
});
