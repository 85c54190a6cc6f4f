#!/usr/bin/env python3
"""The registry benchmark's client side (tests/bench/registry-bench.sh), standard library only.

    registry_bench_client.py board OUT                    a 2,184-byte 16 x 16 GB64 board, no code
    registry_bench_client.py publish URL TOKEN FILE       publishes FILE, prints its code
    registry_bench_client.py publish-rate URL TOKEN --count N --threads T --seed S
                                                          publishes N distinct boards, prints
                                                          "PUBLISHES_PER_SECOND FAILURES"
    registry_bench_client.py search-script OUT            a wrk Lua script of varied searches

URL is the registry's root (http://127.0.0.1:PORT). The boards and the search words come from
scripts/registry-generate-boards.py, so that the searches find the generated boards.
"""

import argparse
import http.client
import importlib.util
import json
import pathlib
import random
import sys
import threading
import time
import urllib.parse

HERE = pathlib.Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location(
    "generator", HERE.parent.parent / "scripts" / "registry-generate-boards.py"
)
generator = importlib.util.module_from_spec(spec)
spec.loader.exec_module(generator)


def fail(message):
    sys.exit(f"registry_bench_client: {message}")


def board_file(out):
    # In bounds everywhere, heights varied: what a designer's 16 x 16 board might hold.
    rng = random.Random(7)
    tiles = b"".join(((3 << 48) | rng.randrange(4)).to_bytes(8, "little") for _ in range(256))
    footer = bytearray(128)
    footer[1:3] = b"GX"
    title = "Benchmark Plateau".encode("latin-1")
    author = "Zoë Müller".encode("latin-1")
    footer[8 : 8 + len(title)] = title
    footer[69 : 69 + len(author)] = author
    pathlib.Path(out).write_bytes(b"GB64" + bytes([16, 16, 0, 0]) + tiles + bytes(footer))


class Registry:
    def __init__(self, url, token):
        parts = urllib.parse.urlsplit(url)
        self.host, self.port = parts.hostname, parts.port or 80
        self.token = token
        self.connection = None

    def publish(self, body):
        """(status, parsed JSON answer); one kept-alive connection, reopened after a failure."""
        for attempt in range(2):
            try:
                if self.connection is None:
                    self.connection = http.client.HTTPConnection(self.host, self.port, timeout=30)
                self.connection.request(
                    "POST",
                    "/api/v1/boards",
                    body=body,
                    headers={
                        "Authorization": f"Bearer {self.token}",
                        "Content-Type": "application/x-gameboardxx",
                    },
                )
                response = self.connection.getresponse()
                answer = response.read()
                try:
                    return response.status, json.loads(answer)
                except ValueError:
                    return response.status, {"message": answer[:200].decode("latin-1")}
            except (OSError, http.client.HTTPException):
                self.connection = None
                if attempt == 1:
                    raise
        raise AssertionError("unreachable")


def publish(url, token, path):
    status, answer = Registry(url, token).publish(pathlib.Path(path).read_bytes())
    if status != 201:
        fail(f"publishing {path} answered {status}: {answer.get('message', answer)}")
    print(answer["code"])


def publish_rate(url, token, count, threads, seed):
    # Made before the clock starts: the rate is the registry's, not the board maker's.
    boards = [generator.Board(n, seed, "").bytes for n in range(count)]
    failures = []
    lock = threading.Lock()

    def worker(share):
        registry = Registry(url, token)
        for body in share:
            try:
                status, answer = registry.publish(body)
            except (OSError, http.client.HTTPException) as error:
                status, answer = 0, {"message": str(error)}
            if status != 201:
                with lock:
                    failures.append(f"{status} {answer.get('message', '')}")

    workers = [threading.Thread(target=worker, args=(boards[i::threads],)) for i in range(threads)]
    started = time.monotonic()
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    seconds = time.monotonic() - started
    for failure in failures[:3]:
        print(f"registry_bench_client: a publish failed: {failure}", file=sys.stderr)
    print(f"{(count - len(failures)) / seconds:.0f} {len(failures)}")


def search_script(out):
    """Searches of the kinds a person makes: a word, two words, an author, a code, filters."""
    rng = random.Random(3)
    words = generator.TITLE_WORDS
    names = generator.FIRST_NAMES + generator.SURNAMES
    queries = []
    for _ in range(500):
        kind = rng.randrange(8)
        word = rng.choice(words)
        if kind == 0:
            query = {"q": word}
        elif kind == 1:
            query = {"q": f"{word} {rng.choice(words)}"}
        elif kind == 2:
            query = {"q": word.lower()[: rng.randint(3, len(word))]}  # a prefix, as typed
        elif kind == 3:
            query = {"author": rng.choice(names)}
        elif kind == 4:
            query = {"q": word, "variant": rng.choice([8, 16, 32, 64]), "hex": rng.randrange(2)}
        elif kind == 5:
            query = {"q": word.upper(), "sort": "new"}
        elif kind == 6:
            query = {"q": generator.code_of(rng.randrange(1_000_000))}
        else:
            query = {"q": word, "min-width": 8, "max-length": 12, "sort": "downloads"}
        queries.append("/api/v1/boards?" + urllib.parse.urlencode(query))
    lines = [
        "-- Written by registry_bench_client.py: varied searches, one at random a request.",
        "local paths = {",
    ]
    lines += [f'  "{path}",' for path in queries]
    lines += [
        "}",
        "request = function()",
        "  return wrk.format(\"GET\", paths[math.random(#paths)])",
        "end",
    ]
    pathlib.Path(out).write_text("\n".join(lines) + "\n", encoding="ascii")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("board").add_argument("out")
    p = commands.add_parser("publish")
    p.add_argument("url")
    p.add_argument("token")
    p.add_argument("file")
    p = commands.add_parser("publish-rate")
    p.add_argument("url")
    p.add_argument("token")
    p.add_argument("--count", type=int, default=1000)
    p.add_argument("--threads", type=int, default=8)
    p.add_argument("--seed", type=int, default=1000)
    commands.add_parser("search-script").add_argument("out")
    options = parser.parse_args()
    if options.command == "board":
        board_file(options.out)
    elif options.command == "publish":
        publish(options.url, options.token, options.file)
    elif options.command == "publish-rate":
        publish_rate(options.url, options.token, options.count, options.threads, options.seed)
    else:
        search_script(options.out)


if __name__ == "__main__":
    main()
