import { Agent, request } from 'node:http'
import { LOCAL_ANON_KEY } from './src/api-keys.ts'
const base = 'http://127.0.0.1:54398'
const r = await fetch(`${base}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: LOCAL_ANON_KEY }, body: JSON.stringify({ email: 'customer@example.com', password: 'customer123' }) })
const token = ((await r.json()) as any).access_token
const agent = new Agent({ keepAlive: true, maxSockets: 8 })
let n = 0; const lat: number[] = []
const end = performance.now() + 5000
await Promise.all(Array.from({ length: 8 }, async () => { while (performance.now() < end) { const s = performance.now(); await new Promise<void>((res, rej) => { const q = request(`${base}/rest/v1/appointments?select=*&user_id=eq.11111111-1111-4111-8111-111111111111&order=created_at.desc`, { agent, headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}` } }, (rs) => { rs.resume(); rs.on('end', () => res()) }); q.on('error', rej); q.end() }); lat.push(performance.now() - s); n++ } }))
lat.sort((a, b) => a - b)
console.log('req/s', n / 5, 'p50', lat[Math.floor(n / 2)], 'p99', lat[Math.floor(n * 0.99)])
agent.destroy()
