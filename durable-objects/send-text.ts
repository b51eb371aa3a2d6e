/** Sends one text to many sockets; a socket that is closing does not stop the others. */
export function sendText(sockets: WebSocket[], text: string): void {
  for (const socket of sockets) {
    try {
      socket.send(text);
    } catch {
      // A socket that is closing misses nothing it needs: it resyncs when it reconnects.
    }
  }
}
