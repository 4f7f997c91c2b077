import { FullTextOnHover } from './FullTextOnHover';
import { RouteProgress } from './RouteProgress';
import { SingleToast } from './SingleToast';
import { ToastBridge } from './ToastBridge';

/**
 * What floats above every page, signed in or not: react-admin renders its
 * `notification` slot on all routes, so the progress bar, the toast and the cells' full text
 * live here.
 */
export function GlobalOverlays() {
  return (
    <>
      <RouteProgress />
      <SingleToast />
      <ToastBridge />
      <FullTextOnHover />
    </>
  );
}
