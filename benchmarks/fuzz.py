"""Long fuzz run of the reader and the engine with the generators of tests/test_properties.py.

    python benchmarks/fuzz.py --target reader --inputs 100000            # about 3 minutes
    python benchmarks/fuzz.py --target engine --inputs 100000 --jobs 2   # about 20 minutes on 2 cores
    python benchmarks/fuzz.py --target engine --seconds 600 --seed 7     # as many as fit in 10 minutes

Each input is random bytes, random text, or a real fixture log after byte flips, truncation, line
shuffles, inserted ANSI/CR/NUL/quote markers or re-encoding (UTF-16, gzip, CR-only). The properties are
those of the test suite: nothing raises, and (engine) the same bytes give the same report. The first
failure is shrunk by Hypothesis to a small input and printed; the exit status is 1 then, else 0.

Hypothesis drives generation (atheris would need libFuzzer and a coverage-instrumented build for no
gain here: the interesting inputs are structured log text, which these generators already make).
"""

from __future__ import annotations

import argparse
import io
import multiprocessing
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the repository's tests package

from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402
from hypothesis.errors import Flaky  # noqa: E402

from analyzer.pipeline.reader import Source, iter_chunks  # noqa: E402
from tests.test_properties import analyse, any_log, fingerprint  # noqa: E402

PASS_SIZE = 2000  # examples per Hypothesis run; --seconds is checked between runs


def check_reader(data: bytes) -> None:
    source = Source("fuzz.log", lambda: io.BytesIO(data), size=len(data))
    for chunk in iter_chunks(source, chunk_size=1024):
        assert isinstance(chunk, bytes)


def check_engine(data: bytes) -> None:
    assert fingerprint(analyse(data)) == fingerprint(analyse(data))


def run(target: str, inputs: int, seconds: float, worker_seed: int) -> tuple[int, str]:
    """Run up to `inputs` examples (or until `seconds` pass); (examples run, failure or '').

    Hypothesis now and then gives up on its own bookkeeping for inputs this large (Flaky errors:
    a replay drew less data); when no check failed, the run goes on with the next seed.
    """
    check = check_reader if target == "reader" else check_engine
    deadline = time.monotonic() + seconds if seconds else float("inf")
    count = 0
    failed: list[bytes] = []

    def one_pass(pass_seed: int, examples: int) -> None:
        @seed(pass_seed)
        @settings(max_examples=examples, deadline=None, database=None, phases=[Phase.generate, Phase.shrink],
                  suppress_health_check=list(HealthCheck))
        @given(data=any_log)
        def fuzz(data: bytes) -> None:
            nonlocal count
            count += 1
            try:
                check(data)
            except Exception:
                failed.append(data)
                _save_failure(data, worker_seed)
                raise

        fuzz()

    attempt = 0
    while count < inputs and time.monotonic() < deadline:
        try:
            one_pass(worker_seed * 7919 + attempt, min(PASS_SIZE, inputs - count))
        except Flaky:  # FlakyStrategyDefinition, or a FlakyFailure caused by one
            if failed:
                break
            attempt += 1
            continue
        except Exception as exc:  # noqa: BLE001 - report the shrunk failure, do not hide it
            notes = "\n".join(getattr(exc, "__notes__", []))  # Hypothesis puts the shrunk input here
            inner = "".join(f"\n  caused by {type(e).__name__}: {e}" for e in getattr(exc, "exceptions", []))
            return count, f"{type(exc).__name__}: {exc}{inner}\n{notes}"
        attempt += 1  # the next pass, with its own seed: a time limit is checked between passes
    if failed:
        return count, f"check failed on an input Hypothesis could not replay (saved, see above): {failed[0][:200]!r}"
    return count, ""


def _save_failure(data: bytes, worker_seed: int) -> None:
    """Keep the first failing input as it was drawn, in case shrinking cannot replay it."""
    path = Path(tempfile.gettempdir()) / f"msdiag-fuzz-failure-{worker_seed}.bin"
    if not path.exists():
        path.write_bytes(data)
        print(f"failing input saved to {path}", flush=True)


def _worker(args: tuple[str, int, float, int]) -> tuple[int, str]:
    return run(*args)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--target", choices=("reader", "engine"), default="engine")
    p.add_argument("--inputs", type=int, default=100_000, help="examples in all (split over --jobs)")
    p.add_argument("--seconds", type=float, default=0, help="stop after this many seconds (0: no limit)")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)
    jobs = max(1, args.jobs)
    tasks = [(args.target, -(-args.inputs // jobs), args.seconds, args.seed * 1000 + i) for i in range(jobs)]
    start = time.monotonic()
    if jobs == 1:
        results = [_worker(tasks[0])]
    else:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = pool.map(_worker, tasks)
    elapsed = time.monotonic() - start
    total = sum(n for n, _ in results)
    failures = [f for _, f in results if f]
    print(f"fuzz {args.target}: {total} inputs in {elapsed:.0f} s ({total / max(elapsed, 1e-9):.0f}/s), "
          f"{len(failures)} failure(s)")
    for failure in failures:
        print(failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
