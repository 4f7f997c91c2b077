import { fileTypeFromBuffer } from 'file-type';

/** The MIME type of JPG and PNG content, found from its magic bytes; null for anything else. */
export async function jpgOrPng(content: Buffer): Promise<'image/jpeg' | 'image/png' | null> {
  if (content.length === 0) return null;
  const found = await fileTypeFromBuffer(content);
  return found?.mime === 'image/jpeg' || found?.mime === 'image/png' ? found.mime : null;
}
