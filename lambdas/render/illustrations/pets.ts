/**
 * A pet held close, as adverts for vets, groomers and pet shops show it: knelt beside and hugged, arms
 * round it; carried in the arms at the chest; and two people hugging. The pet is the one the prompt names
 * (a cat, a rabbit, a dog), drawn between the far arm and the near one so the arms go round it. A child hugging it is
 * drawn a child's build and size (figure-build.ts) with the pet at its own size against them, so the child is small beside it.
 * Registered in bodies.ts's poses: import them through bodies.ts only.
 */
import { animalAt, type Pose, type Scene } from './bodies';
import { companion, GUEST } from './company';
import { BUILDS } from './figure-build';

/** Standing close, chin over the other's shoulder, the arms round their back. */
const EMBRACE: Pose = { hip: [0, 0.92], lean: 6, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[0.58, 1.2], [0.54, 1.32]], nod: 16 };
/** Where the one hugged stands (their hip), facing back: close enough that the arms reach round them. */
const HUGGED = 0.46;
/** The one hugged in a top no everyday outfit has (bodies.ts casual tops): two bodies pressed together stay two people. */
const HUGGED_CLOTHES = { ...GUEST, top: '#2f6f73' };
/**
 * A pet's width hugged by a child, in the child's picture's metres: the whole picture is drawn a child's size, so the pet,
 * 0.6 m long, is drawn larger against the child's body than against a grown-up's.
 */
const PET_BESIDE_A_CHILD = 0.6 / BUILDS.child.scale;

export const PETS = {
  // Kneeling beside the pet, leaning over it close, the far arm round its chest and the near one across its back.
  'hugging-pet': {
    pose: { hip: [-0.04, 0.56], lean: 34, feet: [[-0.4, 0.04], [-0.36, 0.04]], hands: [[0.5, 0.52], [0.6, 0.42]], knees: [-1, -1], nod: 22 },
    middle: [animalAt(0.06, 0, 0.68, true)],
    extent: [-0.6, 0.8, 1.3],
  },
  // A child kneeling with the pet, which stands nearly to their shoulder: both arms round its neck, the cheek against its head.
  'hugging-pet-child': {
    pose: { hip: [-0.1, 0.56], lean: 24, feet: [[-0.46, 0.04], [-0.42, 0.04]], hands: [[0.56, 0.74], [0.64, 0.84]], knees: [-1, -1], nod: 30 },
    middle: [animalAt(-0.04, 0, PET_BESIDE_A_CHILD, true)],
    extent: [-0.66, 1.06, 1.3],
  },
  // Standing, the pet carried at the chest on both forearms, looking out.
  'holding-pet': {
    pose: { hip: [0, 0.92], lean: -2, feet: [[0.06, 0.05], [-0.04, 0.05]], hands: [[0.38, 1.0], [0.44, 1.1]], nod: 12 },
    middle: [animalAt(0.04, 0.94, 0.56, true)],
    extent: [-0.2, 0.62, 1.76],
  },
  // Two people hugging: the other, in their own clothes, turned to face them.
  hugging: {
    pose: EMBRACE,
    back: [companion(EMBRACE, HUGGED_CLOTHES, HUGGED)],
    extent: [-0.22, HUGGED + 0.22, 1.76],
  },
} satisfies Record<string, Scene>;
