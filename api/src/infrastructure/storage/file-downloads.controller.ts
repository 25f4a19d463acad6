import { Controller, Get, Header, NotFoundException, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/access/access.decorators';
import { ApiErrorResponse, ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { RateLimit } from '../../throttling/rate-limits';
import { DOWNLOAD_CACHE_CONTROL } from './download-links';
import { LocalDiskStorageDriver } from './drivers/local-disk.driver';
import { FileDownloadQueryDto } from './file-download-query.dto';
import { FileStorage } from './storage';

/** The local storage driver's signed download links (an S3 bucket serves its own presigned ones). */
@ApiTags('files')
@Controller('files')
export class FileDownloadsController {
  constructor(private readonly storage: FileStorage) {}

  @Public()
  @Get('download')
  @RateLimit('signedLink')
  @Header('Cache-Control', DOWNLOAD_CACHE_CONTROL)
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({
    summary: 'Download a stored file through the short-lived signed link the API handed out',
    description:
      'Where the download links of files kept on the local disk (STORAGE_DRIVER=local) lead: a proposal’s PDF, a ' +
      'project document... A module that shows a file gives its reader a link made for them, valid for minutes; ' +
      'the token in the link names the file, the name to save it under, and until when it works, signed with the ' +
      'server’s secret. The answer is the file as an attachment (`Content-Disposition` with that safe name), ' +
      'with the type sniffed from its bytes when it was stored, `X-Content-Type-Options: nosniff` and ' +
      '`Cache-Control: private, no-store`. A token that was altered, cut or made for another purpose is 403, and ' +
      'so is one past its time; a file deleted since the link was made is 404. The token travels in the query ' +
      'string like any download link (the request log strips it). With STORAGE_DRIVER=s3 links lead to the bucket ' +
      'instead and this answers 404. Changes nothing.',
  })
  @ApiOkResponse({
    description: 'The file, as an attachment, with its own type (e.g. application/pdf)',
    headers: {
      'Content-Disposition': {
        description: 'attachment, with the file name the link was made with (RFC 6266)',
        schema: { type: 'string', example: 'attachment; filename="Proposal P-2026-0012.pdf"' },
      },
      'Content-Type': {
        description: 'The type sniffed from the bytes when the file was stored',
        schema: { type: 'string', example: 'application/pdf' },
      },
    },
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses(400, 404)
  @ApiErrorResponse(
    403,
    'The link is not one this server signed as it is (altered, cut, another purpose), or it has expired',
  )
  async downloadFile(@Query() query: FileDownloadQueryDto): Promise<StreamableFile> {
    if (!(this.storage instanceof LocalDiskStorageDriver)) throw new NotFoundException('No such file here.');
    const file = await this.storage.download(query.token);
    return new StreamableFile(file.body, {
      type: file.contentType,
      length: file.size,
      disposition: file.contentDisposition,
    });
  }
}
