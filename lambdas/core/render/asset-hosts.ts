/**
 * The asset URLs of a render request (§2.2 `brand_logo_url`, `product_image_url`; §2.3 scene
 * `ref_image_url`, `video_url`) are judged by the outbound policy when they are accepted, as
 * far as that needs no DNS: an IP literal of a private, loopback or other non-public range, or
 * a local name, is refused with the request (it could only ever fail later, after holding a
 * render slot). Names that pass are resolved and vetted again when the asset is fetched.
 */
import { validationFailed, type Problem } from '../errors';
import { checkOutboundUrl } from '../outbound/url-policy';
import type { RenderRequest } from './request-schema';
import { isHttpUrl } from './url-syntax';

function assetUrls(request: RenderRequest): { path: string; url: string | undefined }[] {
  return [
    { path: 'brand_logo_url', url: request.brand_logo_url },
    { path: 'product_image_url', url: request.product_image_url },
    ...(request.scene_plan ?? []).flatMap((scene, i) => [
      { path: `scene_plan.${i}.ref_image_url`, url: scene.ref_image_url },
      { path: `scene_plan.${i}.video_url`, url: scene.video_url },
    ]),
  ];
}

/** 400 `Validation failed` naming every asset URL whose host the outbound policy refuses outright. */
export function assertPublicAssetHosts(request: RenderRequest, allowPrivateHosts: readonly string[]): void {
  const problems: Problem[] = [];
  for (const { path, url } of assetUrls(request)) {
    if (!url || !isHttpUrl(url)) continue;
    const verdict = checkOutboundUrl(url, allowPrivateHosts);
    if (!verdict.ok) problems.push({ path, message: `is not a public http(s) address: ${verdict.reason}` });
  }
  if (problems.length > 0) throw validationFailed(problems);
}
