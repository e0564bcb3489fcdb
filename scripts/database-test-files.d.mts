export declare function databaseTestFiles(root: string): string[];
