import type { Storage } from '../storage/storage';
import { decodePicture, fittedWebp, randomWebpKey } from './picture';

/**
 * An incident's photo (damage found at the hand-over desk) in one size: up to 1600 px
 * across, enough to see a scratch on a lens, never cropped or enlarged.
 */
export const INCIDENT_PHOTO_SIZE = 1600;

export async function toIncidentPhoto(upload: Buffer): Promise<Buffer> {
  const picture = await decodePicture(upload);
  return fittedWebp(picture, INCIDENT_PHOTO_SIZE);
}

/**
 * Stores an uploaded photo under a fresh random name, as product pictures are (decision 013), and
 * answers the key to save on the incident.
 */
export async function storeIncidentPhoto(storage: Storage, upload: Buffer): Promise<string> {
  const photo = await toIncidentPhoto(upload);
  const key = randomWebpKey('incidents');
  await storage.put(key, photo, 'image/webp');
  return key;
}
