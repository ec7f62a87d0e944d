/**
 * Fills an empty database with the demo company's site. Every image is drawn by the project and goes
 * through the same pipeline as an upload. All rows go in one transaction; if any step fails, the
 * database is left as it was and the images already written are removed.
 */
import { slugify } from '../../../shared/text';
import { bumpContentVersion } from '../../content/version';
import { deleteImage, type StoredImage, storeImage } from '../../media/images';
import { loadSharp } from '../../media/sharp';
import type { Storage } from '../../media/storage';
import type { Db } from '../client';
import * as t from '../schema';
import { demoContent } from './demo-content';

export { isFreshDatabase } from './fresh';

import { artSize, renderArt } from './illustrations';
import type { Art, DemoContent } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Marks the database initialized without content (SEED_DEMO=false). */
export async function initializeEmpty(db: Db): Promise<void> {
  await bumpContentVersion(db);
}

export async function seedDemo(db: Db, storage: Storage, content: DemoContent = demoContent): Promise<void> {
  const stored: StoredImage[] = [];
  const library: (typeof t.media.$inferInsert)[] = [];
  const draw = async (art: Art, label: string) => {
    const { width, height } = artSize(art);
    const sharp = await loadSharp();
    const png = await sharp(Buffer.from(renderArt(art)), { density: 72 })
      .resize(width, height)
      .png()
      .toBuffer();
    const image = await storeImage(storage, png);
    stored.push(image);
    const fileName = `${label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}.png`;
    library.push({
      name: image.image,
      fileName,
      width: image.imageWidth,
      height: image.imageHeight,
      bytes: image.bytes,
    });
    return image;
  };
  try {
    const now = Date.now();
    // Rows get distinct, ordered timestamps so that lists keep the order written here.
    const at = (i: number) => new Date(now - (1000 - i) * 1000);

    const services = await Promise.all(content.services.map(async (s) => ({ ...s, ...(await draw(s.art, s.name)) })));
    const products = await Promise.all(content.products.map(async (p) => ({ ...p, ...(await draw(p.art, p.name)) })));
    const team = await Promise.all(
      content.team.map(async (m) => ({ ...m, ...(await draw(m.art, `${m.firstName} ${m.lastName}`)) })),
    );
    const steps = await Promise.all(
      content.growthSteps.map(async (s) => ({ ...s, ...(await draw(s.art, `step ${s.title}`)) })),
    );
    const blogs = await Promise.all(content.blogs.map(async (b) => ({ ...b, ...(await draw(b.art, b.title)) })));

    await db.transaction(async (tx) => {
      const rows = <T extends { art: Art; bytes: number }>(items: T[]) =>
        items.map(({ art: _art, bytes: _bytes, ...rest }, i) => ({ ...rest, createdAt: at(i), updatedAt: at(i) }));
      // The images first: the records point at them.
      await tx.insert(t.media).values(library);
      await tx.insert(t.services).values(rows(services));
      await tx.insert(t.products).values(rows(products));
      await tx.insert(t.teamMembers).values(rows(team));
      await tx.insert(t.growthSteps).values(rows(steps));
      await tx.insert(t.stats).values(content.stats);
      await tx.insert(t.aboutUs).values(content.about);
      await tx.insert(t.achievements).values(
        content.achievements.map((a, i) => ({
          title: a.title,
          description: a.description,
          ...a.statistics,
          date: a.date,
          createdAt: at(i),
          updatedAt: at(i),
        })),
      );
      await tx.insert(t.companyValues).values({
        headline: content.companyValues.headline,
        sections: content.companyValues.sections.map((s) => ({ _id: crypto.randomUUID(), ...s })),
      });
      await tx.insert(t.contactInfo).values(content.contactInfo);
      await tx.insert(t.terms).values({
        ...content.terms,
        sections: content.terms.sections.map((s) => ({ _id: crypto.randomUUID(), ...s })),
      });
      await tx.insert(t.refundPolicies).values(content.refund);
      await tx.insert(t.privacyPolicies).values({
        sections: content.privacy.sections.map((s) => ({ _id: crypto.randomUUID(), ...s })),
      });
      await tx.insert(t.blogs).values(
        blogs.map((b) => {
          const created = new Date(now - b.daysAgo * DAY_MS);
          return {
            slug: slugify(b.title),
            title: b.title,
            content: b.content,
            excerpt: b.excerpt,
            customExcerpt: b.excerpt,
            category: b.category,
            status: b.status,
            duration: b.duration,
            author: b.author,
            tags: b.tags,
            featuredImage: b.image,
            imageWidth: b.imageWidth,
            imageHeight: b.imageHeight,
            publishedAt: b.status === 'published' ? created : null,
            createdAt: created,
            updatedAt: created,
          };
        }),
      );
      await tx
        .insert(t.contactSubmissions)
        .values(content.contactSubmissions.map((s, i) => ({ ...s, createdAt: at(i), updatedAt: at(i) })));
      await bumpContentVersion(tx as unknown as Db);
    });
  } catch (error) {
    await Promise.all(stored.map((image) => deleteImage(storage, image).catch(() => {})));
    throw error;
  }
}
