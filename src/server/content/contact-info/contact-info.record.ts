/** How the stored contact details become the record the API answers (its calls, its revisions and the trash). */
import type { ContactInfo } from '../../../shared/schemas/content';
import type { contactInfo } from '../../db/schema';

export const toContactInfo = (row: typeof contactInfo.$inferSelect): ContactInfo => ({
  _id: row.id,
  email: row.email,
  location: row.location,
  phone: row.phone,
  hours: row.hours,
  version: row.version,
});
