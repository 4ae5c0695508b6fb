// A real network between the browser and the sandbox platform that a test can cut: a TCP proxy
// that refuses and drops connections while "down". Unlike context.setOffline alone, it also cuts
// the service worker's requests, as a tablet losing its connection would.
import { createServer, Socket as NetSocket, type Server, type Socket } from 'node:net'

export interface NetworkSwitch {
  origin: string
  down(): void
  up(): void
  close(): Promise<void>
}

export async function startNetworkSwitch(targetPort: number): Promise<NetworkSwitch> {
  let connected = true
  const sockets = new Set<Socket>()
  const server: Server = createServer((client) => {
    if (!connected) {
      client.destroy()
      return
    }
    const upstream = new NetSocket()
    sockets.add(client)
    sockets.add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    upstream.connect(targetPort, '127.0.0.1', () => {
      client.pipe(upstream)
      upstream.pipe(client)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('network switch has no port')
  return {
    origin: `http://localhost:${address.port}`,
    down() {
      connected = false
      for (const socket of sockets) socket.destroy()
      sockets.clear()
    },
    up() {
      connected = true
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
