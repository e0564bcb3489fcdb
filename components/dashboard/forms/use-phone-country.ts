"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import type { PhoneCountry } from "@/lib/phone/phone-number";
import { organizationRegion } from "@/lib/regional/organization-region";

/** The country a mobile number typed without "+" is read in: the organization's (lib/phone). */
export function usePhoneCountry(): PhoneCountry {
  const trpc = useTRPC();
  const organization = useQuery(trpc.organization.get.queryOptions());
  return organizationRegion(organization.data).country;
}
