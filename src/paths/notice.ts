/** Notice routes (spec section 2), relative to the /control basename. */
export const NOTICE_PATH = '/notice';
export const NOTICE_DETAIL_PATH = '/notice/detail';

export const noticeUrl = (id: string) => `${NOTICE_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
