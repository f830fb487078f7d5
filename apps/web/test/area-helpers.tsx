import { matchPath, useLocation } from 'react-router';
import AreaFrame from '../src/app/areas/area-frame';
import { AREA_ROOTS, AREAS } from '../src/app/route-manifest';

/**
 * An area as the route tree renders it (heading, tabs and the routes under the top-level route the current path is
 * in), for tests that render one area alone inside their own `<Route path="/marketing/*">`.
 */
export function areaRoutes(feature: string) {
  const area = AREAS.find((a) => a.feature === feature);
  if (!area) throw new Error(`no area for ${feature}`);
  return function AreaRoutes() {
    const { pathname } = useLocation();
    const root = AREA_ROOTS.get(area)!.find((r) => matchPath(r.path, pathname));
    return root ? <AreaFrame area={area} root={root.path} /> : null;
  };
}
