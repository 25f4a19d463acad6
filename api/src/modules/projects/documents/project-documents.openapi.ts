import { applyDecorators } from '@nestjs/common';
import { ApiErrorResponse, ApiErrorResponses } from '../../../common/api-error-responses.decorator';

export const OWN_PROJECT = "Only the signed-in client's own project: another's, or an unknown id, is 404.";

export const DOWNLOAD_LINK =
  'Answers a signed link, valid for 5 minutes, that downloads the file as an attachment under its original name; after that the link answers 403, and a new one is asked for here.';

/** What an upload can be refused with, each in the one error shape. */
export const ApiUploadErrors = () =>
  applyDecorators(
    ApiErrorResponses(400, 404),
    ApiErrorResponse(
      413,
      'The file is larger than UPLOAD_MAX_MB megabytes (`message` says the limit); nothing is kept',
    ),
    ApiErrorResponse(
      415,
      'The body is not multipart/form-data, or the file is of a type not accepted (read from its bytes: an .exe renamed .pdf is refused); nothing is kept',
    ),
    ApiErrorResponse(
      422,
      'The malware scan found the file infected: the file is deleted, the document listed as infected to its uploader and staff',
    ),
    ApiErrorResponse(503, 'The malware scanner could not be reached: nothing is kept; try again later'),
  );
