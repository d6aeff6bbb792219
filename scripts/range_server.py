#!/usr/bin/env python3
"""A static file server on loopback that honours HTTP Range (206, Content-Range, 416) like
static hosts do, with an optional delay per request (DELAY_MS) to simulate latency; for
scripts/bench_paged. Usage: range_server.py PORT ROOT"""
import http.server, os, re, sys, time
ROOT = sys.argv[2] if len(sys.argv) > 2 else '.'
DELAY = float(os.environ.get('DELAY_MS', '0')) / 1000
class H(http.server.BaseHTTPRequestHandler):
    protocol_version = 'HTTP/1.1'
    def log_message(self, *a): pass
    def do_GET(self):
        time.sleep(DELAY)
        path = os.path.join(ROOT, self.path.lstrip('/'))
        try:
            size = os.path.getsize(path)
            f = open(path, 'rb')
        except OSError:
            self.send_response(404); self.end_headers(); return
        with f:
            m = re.match(r'bytes=(\d+)-(\d*)$', self.headers.get('Range') or '')
            if not m:
                self.send_response(200); self.send_header('Content-Length', str(size)); self.end_headers()
                while chunk := f.read(1 << 20):
                    self.wfile.write(chunk)
                return
            a = int(m.group(1)); b = min(int(m.group(2)) if m.group(2) else size - 1, size - 1)
            if a >= size:
                self.send_response(416); self.send_header('Content-Range', f'bytes */{size}'); self.end_headers(); return
            f.seek(a)
            body = f.read(b - a + 1)
            self.send_response(206); self.send_header('Content-Range', f'bytes {a}-{b}/{size}')
            self.send_header('Content-Length', str(len(body))); self.end_headers(); self.wfile.write(body)
class Server(http.server.ThreadingHTTPServer):
    # A round of a lazy reader opens many connections at once (one per range); socketserver's
    # default listen backlog of 5 drops the rest's SYNs, which the client retransmits a second
    # later. Static hosts listen with hundreds (nginx: 511).
    request_queue_size = 512
Server(('127.0.0.1', int(sys.argv[1])), H).serve_forever()
