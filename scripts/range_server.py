#!/usr/bin/env python3
"""A static file server on loopback that honours HTTP Range (206, Content-Range, 416) like
static hosts do, with an optional delay per request (DELAY_MS) to simulate latency; for
scripts/bench_paged. Usage: range_server.py PORT ROOT"""
import http.server, os, re, sys, time
ROOT = sys.argv[2] if len(sys.argv) > 2 else '.'
DELAY = float(os.environ.get('DELAY_MS', '0')) / 1000
class H(http.server.BaseHTTPRequestHandler):
    def log_message(self, *a): pass
    def do_GET(self):
        time.sleep(DELAY)
        path = os.path.join(ROOT, self.path.lstrip('/'))
        try:
            data = open(path, 'rb').read()
        except OSError:
            self.send_response(404); self.end_headers(); return
        rng = self.headers.get('Range')
        m = re.match(r'bytes=(\d+)-(\d*)', rng or '')
        if not m:
            self.send_response(200); self.send_header('Content-Length', str(len(data))); self.end_headers(); self.wfile.write(data); return
        a = int(m.group(1)); b = int(m.group(2)) if m.group(2) else len(data) - 1
        if a >= len(data):
            self.send_response(416); self.send_header('Content-Range', f'bytes */{len(data)}'); self.end_headers(); return
        b = min(b, len(data) - 1)
        self.send_response(206); self.send_header('Content-Range', f'bytes {a}-{b}/{len(data)}'); self.send_header('Content-Length', str(b - a + 1)); self.end_headers(); self.wfile.write(data[a:b+1])
http.server.ThreadingHTTPServer(('127.0.0.1', int(sys.argv[1])), H).serve_forever()
