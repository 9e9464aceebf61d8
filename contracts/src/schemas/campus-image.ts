/**
 * A campus's image gallery (spec section 2, the `/image` screen the original client called
 * ImageUploader; the contract documents no API for it): photographs of the campus's buildings,
 * labs, library and grounds that its staff upload with a caption, shown on its signed-in fact
 * sheet. A photo may show people, so each image is a private file, sent only through the
 * scoped file route and never by a public address. The campus is the uploader's own, never
 * the form's.
 */
import { z } from 'zod';
import { optionalId, requiredText, requiredUpload } from './fields.ts';
import { PaginationQuerySchema, listOrPageSchema } from './pagination.ts';

/** A campus keeps at most this many images: a gallery for its fact sheet, not a photo archive. */
export const CAMPUS_IMAGE_LIMIT = 30;

/** Each image may be up to 5 MB, as every private file (checked again by content on the server). */
export const CAMPUS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The image types the server accepts, read from the file's content. */
export const CAMPUS_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The longest caption an image keeps: a line under a photograph. */
export const CAMPUS_IMAGE_CAPTION_MAX_LENGTH = 200;

export const CAMPUS_IMAGE_MESSAGES = {
  imageRequired: 'Choose an image to upload',
  imageNotImage: 'The image must be a PNG, JPEG or WebP image',
  imageTooLarge: `The image must not be larger than ${CAMPUS_IMAGE_MAX_BYTES / (1024 * 1024)} MB`,
  captionRequired: 'Caption is required',
  captionTooLong: `Caption is at most ${CAMPUS_IMAGE_CAPTION_MAX_LENGTH} characters`,
  limitReached: `A campus keeps at most ${CAMPUS_IMAGE_LIMIT} images: delete one before adding another`,
  deleted: 'Image deleted',
} as const;
const M = CAMPUS_IMAGE_MESSAGES;

const caption = () =>
  requiredText(M.captionRequired).pipe(z.string().max(CAMPUS_IMAGE_CAPTION_MAX_LENGTH, { error: M.captionTooLong }));

/** POST CampusImage (multipart): the image and its caption; campus fields a form sends are ignored. */
export const CreateCampusImageBodySchema = z.object({
  image: requiredUpload(M.imageRequired),
  caption: caption(),
  /** Sent by some forms; the campus is the signed-in user's. */
  campusId: optionalId(),
  /** Sent by some forms; the university is the campus's. */
  universityId: optionalId(),
});
export type CreateCampusImageBody = z.input<typeof CreateCampusImageBodySchema>;
export type CreateCampusImageBodyParsed = z.output<typeof CreateCampusImageBodySchema>;

/** PATCH CampusImage/{id}: a new caption; the image itself is replaced by deleting and uploading. */
export const UpdateCampusImageBodySchema = z.object({ caption: caption() });
export type UpdateCampusImageBody = z.input<typeof UpdateCampusImageBodySchema>;
export type UpdateCampusImageBodyParsed = z.output<typeof UpdateCampusImageBodySchema>;

export function campusImageFileUrl(id: number): string {
  return `/api/CampusImage/${id}/file`;
}

/** GET CampusImage, each row, and the answer of an upload or a caption edit. */
export const CampusImageSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  universityId: z.number(),
  caption: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  /** The scoped address that sends the image to a signed-in reader. */
  url: z.string(),
  /** When it was uploaded (ISO 8601). */
  createdAt: z.string(),
});
export type CampusImage = z.infer<typeof CampusImageSchema>;

/**
 * GET CampusImage: the images of the caller's scope, newest first, as an array or one page
 * with its totals when a page is asked for; a campus within the scope narrows them.
 */
export const CampusImageListQuerySchema = PaginationQuerySchema.extend({ campusId: optionalId() });
export type CampusImageListQuery = z.input<typeof CampusImageListQuerySchema>;
export type CampusImageListQueryParsed = z.output<typeof CampusImageListQuerySchema>;

export const CampusImageListSchema = listOrPageSchema(CampusImageSchema);
