import { expect, type Locator } from "@playwright/test";

/**
 * Chooses "Type" in the signing panel's signature step. Right after Start the panel is still
 * scrolling the field into view: under load a click can land where the tab was a moment ago
 * (it takes focus but the choice stays on Draw), so choose Type until it is chosen.
 */
export async function chooseTypedSignature(panel: Locator, tabName = "Type"): Promise<void> {
  const typed = panel.getByRole("tab", { name: tabName });
  await expect(async () => {
    await typed.click();
    await expect(typed).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}
