import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { gzipSync } from "node:zlib";

/**
 * Cloudflare's edge compresses responses; `vite preview` does not. Measuring page speed
 * without compression would time a setup no user ever gets, so the web benchmark puts
 * this small gzip proxy in front of the local Worker. Loopback only.
 */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

export function startCompressionProxy(upstream: string, port: number): Promise<Server> {
  const server = createServer(async (request, response) => {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === "string" && name !== "accept-encoding" && name !== "host") headers.set(name, value);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const hasBody = request.method !== "GET" && request.method !== "HEAD";
      const upstreamResponse = await fetch(upstream + request.url, {
        method: request.method,
        headers,
        body: hasBody ? Buffer.concat(chunks) : undefined,
        redirect: "manual",
      });
      const body = Buffer.from(await upstreamResponse.arrayBuffer());
      const type = upstreamResponse.headers.get("content-type") ?? "";
      const acceptsGzip = /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
      const outgoing: Record<string, string> = {};
      upstreamResponse.headers.forEach((value, name) => {
        if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name)) outgoing[name] = value;
      });
      if (acceptsGzip && COMPRESSIBLE.test(type) && body.byteLength > 512) {
        response.writeHead(upstreamResponse.status, { ...outgoing, "content-encoding": "gzip", vary: "accept-encoding" });
        response.end(gzipSync(body));
      } else {
        response.writeHead(upstreamResponse.status, outgoing);
        response.end(body);
      }
    } catch (error) {
      response.writeHead(502).end(String(error));
    }
  });
  // The game's live connection: WebSocket upgrades pass through untouched (Host and Origin
  // are the proxy's, so the Worker's same-origin check sees one origin).
  server.on("upgrade", (request, client, head) => {
    const { hostname, port: upstreamPort } = new URL(upstream);
    const target = connect(Number(upstreamPort), hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let index = 0; index < request.rawHeaders.length; index += 2) {
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      }
      target.write(`${lines.join("\r\n")}\r\n\r\n`);
      target.write(head);
      target.pipe(client).pipe(target);
    });
    const closeBoth = () => {
      target.destroy();
      client.destroy();
    };
    target.on("error", closeBoth);
    client.on("error", closeBoth);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
