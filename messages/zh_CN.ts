import type { Messages } from './en_US';
import { areasZh } from './areas.zh_CN';
import { combineMessages } from './combine';
import { consoleZh } from './console.zh_CN';
import { publicZh } from './public.zh_CN';

/** Chinese messages, whole; `satisfies Messages` makes any key missing here fail the type-check. */
const zh = combineMessages(combineMessages(publicZh, consoleZh), areasZh) satisfies Messages;

export default zh;
