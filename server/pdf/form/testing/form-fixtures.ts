/** Forms for the form-PDF tests and bench: a pets questionnaire in two recipients' hands. */
import { formBlockSchema, type FormBlock } from "@/lib/schemas/online-forms";
import { visibleBlockIds } from "@/lib/forms/visibility";
import { drawnSignaturePng } from "../../stamp/testing/signature-png";
import type { SignedFormInput, SignedFormRecipient } from "../form-input";

export const block = (input: Partial<FormBlock> & Pick<FormBlock, "id" | "type">): FormBlock => formBlockSchema.parse(input);

export function petsForm(): FormBlock[] {
  return [
    block({ id: "intro", type: "TEXT", text: "Please answer every question.\nДобро пожаловать. 欢迎。" }),
    block({ id: "pets", type: "BOOLEAN", label: "Do you keep pets?", help: "Any animal counts.", required: true }),
    block({ id: "pet_section", type: "SECTION", label: "Your pets", showWhen: [{ field: "pets", operator: "equals", value: true }] }),
    block({
      id: "kind",
      type: "MULTIPLE_CHOICE",
      label: "Which animals?",
      parentId: "pet_section",
      allowMultiple: true,
      options: [
        { id: "opt_cat", label: "Cat Кошка" },
        { id: "opt_dog", label: "Dog 狗" },
        { id: "opt_bird", label: "Bird" },
      ],
    }),
    block({ id: "pet_names", type: "TEXTAREA", label: "Their names", parentId: "pet_section" }),
    block({
      id: "no_pets_reason",
      type: "TEXTAREA",
      label: "Why no pets?",
      showWhen: [{ field: "pets", operator: "equals", value: false }],
    }),
    block({ id: "remarks", type: "TEXTAREA", label: "Remarks (optional)" }),
    block({ id: "tenant_sign", type: "SIGNATURE", label: "Tenant" }),
    block({ id: "landlord_ok", type: "BOOLEAN", label: "Pets approved?", signOrder: 2 }),
    block({
      id: "landlord_note",
      type: "TEXTAREA",
      label: "Conditions for the dog",
      signOrder: 2,
      showWhen: [{ field: "kind", operator: "includes", value: "opt_dog" }],
    }),
    block({ id: "landlord_sign", type: "SIGNATURE", label: "Landlord", signOrder: 2 }),
  ];
}

function recipient(
  blocks: FormBlock[],
  allAnswers: Record<string, SignedFormRecipient["answers"][string]>,
  own: SignedFormRecipient["answers"],
  rest: Omit<SignedFormRecipient, "answers" | "visibleBlockIds">,
): SignedFormRecipient {
  return { ...rest, answers: own, visibleBlockIds: [...visibleBlockIds(blocks, allAnswers)] };
}

export function signedPetsForm(overrides: Partial<SignedFormInput> = {}): SignedFormInput {
  const blocks = overrides.blocks ?? petsForm();
  const tenantAnswers = { pets: true, kind: ["opt_cat", "opt_dog"], pet_names: "Mia\nБарсик\n小白" };
  const landlordAnswers = { landlord_ok: false, landlord_note: "Leash in the garden." };
  const all = { ...tenantAnswers, ...landlordAnswers };
  return {
    subject: "Pet agreement Flat 4B",
    organizationName: "Hausverwaltung Łódź",
    language: "en",
    formContentSha256: "c0ffee".repeat(10) + "abcd",
    blocks,
    recipients: [
      recipient(blocks, all, tenantAnswers, {
        signOrder: 1,
        name: "Анна Петрова",
        signedAt: new Date("2026-05-09T09:03:07Z"),
        signature: { type: "DRAWN", imagePng: drawnSignaturePng() },
      }),
      recipient(blocks, all, landlordAnswers, {
        signOrder: 2,
        name: "Zoë Landlord",
        signedAt: new Date("2026-05-10T14:00:00Z"),
        signature: { type: "TYPED", text: "Zoë Landlord" },
      }),
    ],
    ...overrides,
  };
}

/** `count` blocks in sections of ten, alternating paragraphs and questions, signed by two recipients. */
export function longSignedForm(count: number): SignedFormInput {
  const blocks: FormBlock[] = [];
  const answers: [Record<string, string | boolean>, Record<string, string | boolean>] = [{}, {}];
  for (let index = 0; index < count - 2; index++) {
    const signOrder = index < (count - 2) / 2 ? 1 : 2;
    if (index % 10 === 0) {
      blocks.push(block({ id: `s${index}`, type: "SECTION", label: `Part ${index / 10 + 1}`, signOrder }));
      continue;
    }
    const parentId = `s${index - (index % 10)}`;
    if (index % 3 === 0) {
      blocks.push(block({ id: `t${index}`, type: "TEXT", text: `Clause ${index}: the tenant keeps the stairwell clean and quiet.`, parentId, signOrder }));
    } else if (index % 3 === 1) {
      blocks.push(block({ id: `q${index}`, type: "TEXTAREA", label: `Question ${index}`, help: "A sentence or two.", parentId, signOrder }));
      answers[signOrder - 1]![`q${index}`] = `Answer ${index}, over\ntwo lines`;
    } else {
      blocks.push(block({ id: `b${index}`, type: "BOOLEAN", label: `Agree to ${index}?`, parentId, signOrder }));
      answers[signOrder - 1]![`b${index}`] = index % 2 === 0;
    }
  }
  blocks.push(block({ id: "sign1", type: "SIGNATURE", label: "Tenant", signOrder: 1 }));
  blocks.push(block({ id: "sign2", type: "SIGNATURE", label: "Landlord", signOrder: 2 }));
  const all = { ...answers[0], ...answers[1] };
  const visible = [...visibleBlockIds(blocks, all)];
  return {
    subject: "Long form",
    organizationName: "Signet Test",
    language: "en",
    formContentSha256: "ab".repeat(32),
    blocks,
    recipients: [
      { signOrder: 1, name: "Tenant One", signedAt: new Date("2026-05-09T09:00:00Z"), visibleBlockIds: visible, answers: answers[0], signature: { type: "DRAWN", imagePng: drawnSignaturePng() } },
      { signOrder: 2, name: "Landlord Two", signedAt: new Date("2026-05-09T10:00:00Z"), visibleBlockIds: visible, answers: answers[1], signature: { type: "TYPED", text: "Landlord Two" } },
    ],
  };
}
