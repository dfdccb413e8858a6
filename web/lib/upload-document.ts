// Sends one document to POST /api/v1/files as the raw request body with XMLHttpRequest, because fetch()
// cannot report upload progress. The server checks the bytes again; its JSON error message is shown as is.
import type { StoredDocument } from "../../shared/document-file";
import { documentUploadUrl } from "../../shared/paths";
import { T_STAFF } from "../../shared/texts";

/** A refused or failed upload: the message to show, the HTTP status (0 for a network failure) and code. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

function errorFrom(xhr: XMLHttpRequest, failureText: string): UploadError {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: { code?: string; message?: string } };
    if (body.error?.message) return new UploadError(body.error.message, xhr.status, body.error.code);
  } catch {
    // not JSON: fall through to the generic text
  }
  return new UploadError(failureText, xhr.status);
}

/**
 * Sends `file` as the raw body to an upload route (documents, logos) with the caller's token; `onProgress`
 * gets whole percents (0..100) as bytes leave; `failureText` is shown when the server gives no message.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  token: string | null,
  onProgress: (percent: number) => void,
  failureText: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("authorization", token ? `Bearer ${token}` : "");
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status !== 201) return reject(errorFrom(xhr, failureText));
      onProgress(100);
      resolve(JSON.parse(xhr.responseText) as T);
    };
    xhr.onerror = () => reject(new UploadError(failureText, 0));
    xhr.send(file);
  });
}

/** Uploads a document (PDF/DOCX) with the caller's token; `onProgress` gets whole percents. */
export function uploadDocument(
  file: File,
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<StoredDocument> {
  return uploadFile(documentUploadUrl(file.name), file, token, onProgress, T_STAFF.uploadError);
}
