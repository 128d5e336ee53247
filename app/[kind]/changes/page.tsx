// /<language>/changes/: the English route's twin (app/[kind]/language-routes.tsx).
import * as English from '@/app/(en)/changes/page';
import { languageRoute } from '@/app/[kind]/language-routes';

const route = languageRoute(English, '/changes');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
