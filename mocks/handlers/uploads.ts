import { contract } from '@contract';
import { UPLOADED_FILE_HEADERS, UPLOADED_FILES_PATH } from '@contract/uploads/uploaded-files';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { acceptImage, acceptVideo } from '../rules/uploads';
import { respond, userHandler } from '../http';
import type { MockRuntime } from '../runtime';

const routes = contract.uploads;

export const uploadsHandlers = [
  userHandler(routes.uploadImage, ({ runtime, request, body }) =>
    respond(201, acceptImage(runtime.uploads, request, body.file)),
  ),
  userHandler(routes.uploadVideo, ({ runtime, request, body }) =>
    respond(201, acceptVideo(runtime.uploads, request, body.file)),
  ),
];

/**
 * Not an API route: the upload host serving a file back, so an uploaded image
 * shows in the app, with the headers that keep it from running as a page.
 * Files live in memory, so they are gone after a reload.
 */
export const uploadedFileHandler = (getRuntime: () => MockRuntime): HttpHandler =>
  http.get(`*${UPLOADED_FILES_PATH}:name`, ({ params }) => {
    const name = typeof params.name === 'string' ? params.name : '';
    const file = getRuntime().uploads.get(name);
    if (!file) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(file, { headers: { 'Content-Type': file.type, ...UPLOADED_FILE_HEADERS } });
  });
