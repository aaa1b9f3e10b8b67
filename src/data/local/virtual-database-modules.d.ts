declare module 'virtual:database-scripts' {
  export const scripts: import('./sql-scripts').SqlScript[];
}

declare module 'virtual:database-stamps' {
  export const stamps: import('./sql-scripts').ScriptStamp[];
}
