import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { AppError } from '../../server/errors';
import { publishNotice } from '../../server/modules/notices/publish';
import { OPS_ACTOR } from '../../server/modules/auditLog/staffAudit';
import { OpsUsageError, type OpsVerb } from './verb';

const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw new OpsUsageError(`cannot read ${file}`);
  }
};

/** Publishes a platform notice to every account from an HTML file (sanitised on the way in). */
const noticePublish: OpsVerb = {
  name: 'notice-publish',
  summary: 'publish a platform notice to every account',
  usage: '--title <text> --file <notice.html> [--title-zh <text> --file-zh <notice.zh.html>]',
  async run(args, { db }) {
    const { values } = parseArgs({
      args,
      options: {
        title: { type: 'string' },
        file: { type: 'string' },
        'title-zh': { type: 'string' },
        'file-zh': { type: 'string' },
      },
    });
    if (!values.title || !values.file) throw new OpsUsageError('--title and --file are required');
    if (Boolean(values['title-zh']) !== Boolean(values['file-zh']))
      throw new OpsUsageError('--title-zh and --file-zh go together');
    try {
      const notice = await publishNotice(
        db,
        {
          title: values.title,
          content: read(values.file),
          titleZh: values['title-zh'],
          contentZh: values['file-zh'] && read(values['file-zh']),
        },
        Date.now(),
        OPS_ACTOR,
      );
      console.log(`published notice ${notice.id}: ${notice.title}`);
    } catch (error) {
      if (error instanceof AppError)
        throw new OpsUsageError(
          `not published: ${Object.keys(error.details.fields ?? {}).join(', ')} is empty or too long`,
        );
      throw error;
    }
  },
};

export default noticePublish;
