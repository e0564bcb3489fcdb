export interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}
export declare const EMBED_SIGN_PREFIX: string;
export declare function contentSecurityPolicy(options?: { development?: boolean; frameAncestors?: string }): string;
export declare function embedContentSecurityPolicy(origin: string, options?: { development?: boolean }): string;
export declare function securityHeaderRules(options?: { development?: boolean }): HeaderRule[];
export declare function strictTransportSecurity(appUrl: string | undefined): string | null;
export declare function securityHeadersFor(url: string): Map<string, string>;
export declare function ruleMatches(source: string, pathname: string): boolean;
