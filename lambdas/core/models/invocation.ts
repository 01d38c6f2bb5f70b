import type { InferenceProfile, ModelEntry } from './model';

/**
 * How a Bedrock model is called from a stack's Region: through the inference profile whose source
 * Regions include it (a geographic one first, so requests stay in that geography), else through a
 * global profile, else the model itself: in the stack's Region when it is offered there, otherwise
 * in the first Region that offers it (`region`: the adapter's client must be made for that Region).
 * A stack whose Region is unknown at synth (an environment-agnostic template) can only rely on a
 * profile every Region may call (global), or on the model's own Region.
 */
export interface Invocation {
  /** The id the SDK is called with: `<geography>.<modelId>`, or the model id. */
  id: string;
  /** The profile the call goes through, if any. */
  profile?: InferenceProfile;
  /** The Region to call, when it is not the stack's own. */
  region?: string;
  /**
   * Where the foundation model runs, hence where IAM must allow it: the stack's own Region,
   * the profile's destination Regions, or (global profile) every commercial Region.
   */
  runsIn: { kind: 'stackRegion' } | { kind: 'regions'; regions: readonly string[] } | { kind: 'allCommercial' };
}

export class NoRouteToModel extends Error {
  override name = 'NoRouteToModel';
}

export function invocationOf(entry: Pick<ModelEntry, 'name' | 'modelId' | 'regions' | 'inferenceProfiles'>, region: string | undefined): Invocation {
  const profiles = entry.inferenceProfiles ?? [];
  const fromHere = (profile: InferenceProfile) => profile.sourceRegions === 'any' || (region !== undefined && profile.sourceRegions.includes(region));
  const profile = profiles.find((p) => p.sourceRegions !== 'any' && fromHere(p)) ?? profiles.find(fromHere);
  if (profile) {
    return {
      id: `${profile.geography}.${entry.modelId}`,
      profile,
      runsIn: profile.destinationRegions === 'all-commercial' ? { kind: 'allCommercial' } : { kind: 'regions', regions: profile.destinationRegions },
    };
  }
  if (entry.regions === 'any' || entry.regions === 'per-voice' || (region !== undefined && entry.regions.includes(region))) return { id: entry.modelId, runsIn: { kind: 'stackRegion' } };
  const [home] = entry.regions;
  if (home !== undefined) return { id: entry.modelId, region: home, runsIn: { kind: 'regions', regions: [home] } };
  // Only inference profiles remain, none callable from here (a profile's source Regions are always listed when not global).
  const where = profiles.map((p) => `the ${p.geography}. profile from ${(p.sourceRegions as readonly string[]).join(', ')}`);
  throw new NoRouteToModel(`${entry.name} (${entry.modelId}) cannot be called from ${region ?? 'a Region unknown at synth'}: it is offered through ${where.join(' or ') || 'no profile and in no Region'}.`);
}

/**
 * Regions the registry names as running a model: its own, then those of its inference profiles.
 * The lifecycle check asks Bedrock there when the stack's own Region does not list the model.
 */
export function regionsRunning(entry: Pick<ModelEntry, 'regions' | 'inferenceProfiles'>): string[] {
  const own = Array.isArray(entry.regions) ? entry.regions : [];
  const routed = (entry.inferenceProfiles ?? []).flatMap((p) => (Array.isArray(p.destinationRegions) ? p.destinationRegions : []));
  return [...new Set([...own, ...routed])];
}
