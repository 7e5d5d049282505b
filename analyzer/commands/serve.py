"""`msdiag serve`: the paste-in web page on this machine, for one user or a small team.

The built-in server is werkzeug's threaded one: fine on 127.0.0.1. For a shared deployment put the
same application behind a production WSGI server (`waitress-serve --call webui:create_app`,
see docs/web.md).
"""

from __future__ import annotations

import argparse
import sys

LOOPBACK = ("127.0.0.1", "localhost", "::1")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8080, help="port (default: 8080; 0 picks a free one)")
    parser.add_argument("--max-mb", type=int, default=None, metavar="MB",
                        help="largest accepted upload or paste in MB (default: 50)")
    parser.add_argument("--share-db", metavar="FILE", default=None,
                        help="SQLite file for shared diagnoses (default: in the instance folder)")
    parser.add_argument("--share-days", type=float, default=None, metavar="DAYS",
                        help="how long a shared diagnosis lives (default: 30)")


def config_from_args(args: argparse.Namespace) -> dict:
    config: dict = {}
    if args.max_mb is not None:
        config["MAX_CONTENT_LENGTH"] = args.max_mb << 20
    if args.share_db:
        config["SHARE_DB"] = args.share_db
    if args.share_days is not None:
        config["SHARE_DAYS"] = args.share_days
    return config


def main(args: argparse.Namespace) -> int:
    from werkzeug.serving import make_server

    from webui import create_app

    if not 0 <= args.port <= 65535:
        sys.stderr.write(f"msdiag serve: port {args.port} is out of range\n")
        return 2
    app = create_app(config_from_args(args))
    try:
        server = make_server(args.host, args.port, app, threaded=True)
    except OSError as exc:
        sys.stderr.write(f"msdiag serve: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}\n")
        return 2
    host = f"[{args.host}]" if ":" in args.host else args.host
    sys.stderr.write(f"msdiag: serving on http://{host}:{server.server_port}/  (Ctrl+C to stop)\n")
    if args.host not in LOOPBACK:
        sys.stderr.write("msdiag: listening beyond this machine; for a shared deployment use a production "
                         "WSGI server (see docs/web.md)\n")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0
