/**
 * The "remember this device for 30 days" cookie of two-factor sign-in: read from the sign-in
 * request, and set on the answer through Next.js's cookie store (next-auth's credentials
 * callback runs inside our route handler, whose answer carries cookies set here).
 */
import { cookies } from "next/headers";
import type { Db } from "../db/client";
import { REMEMBERED_DEVICE_COOKIE, rememberDevice } from "../services/two-factor/two-factor";
import { usesSecureCookies } from "./options";

export function rememberedDeviceOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === REMEMBERED_DEVICE_COOKIE) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

export async function setRememberedDeviceCookie(db: Db, userId: string): Promise<void> {
  const device = await rememberDevice(db, userId);
  (await cookies()).set(REMEMBERED_DEVICE_COOKIE, device.value, {
    httpOnly: true,
    sameSite: "lax",
    secure: usesSecureCookies(),
    path: "/",
    expires: device.expiresAt,
  });
}
