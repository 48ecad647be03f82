declare module 'mapshaper' {
  type Input = Record<string, string | Uint8Array | object>;
  const mapshaper: {
    applyCommands(commands: string, input?: Input): Promise<Record<string, string | Uint8Array>>;
  };
  export default mapshaper;
}
