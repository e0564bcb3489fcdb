export interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}
export declare function contentSecurityPolicy(options?: { development?: boolean }): string;
export declare function securityHeaderRules(options?: { development?: boolean }): HeaderRule[];
export declare function strictTransportSecurity(appUrl: string | undefined): string | null;
export declare function securityHeadersFor(url: string): Map<string, string>;
