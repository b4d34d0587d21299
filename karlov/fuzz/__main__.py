"""``python -m karlov.fuzz``: run a fuzz campaign and print its report."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from . import KINDS, make_targets, pool_path
from .harness import Campaign, attempt, stderr_progress


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m karlov.fuzz",
        description=(
            "Fuzz karlov: card text, the CLI, random games, scenario files, IR JSON, import, "
            "build, and mutated cards of the card pool."
        ),
    )
    parser.add_argument("--seed", type=int, default=0, help="the random seed (default 0)")
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--time", type=float, metavar="S", help="run for S seconds")
    budget.add_argument(
        "--count", type=int, metavar="N", help="run N inputs of each kind (default 100)"
    )
    parser.add_argument(
        "--kind",
        default="all",
        help=f"one of {', '.join(KINDS)}, or 'all', or a comma-separated list (default all)",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=Path("fuzz-findings"),
        help="folder for the reproducers (default ./fuzz-findings)",
    )
    parser.add_argument(
        "--corpus",
        type=Path,
        action="append",
        default=[],
        metavar="PATH",
        help="more seeds: .card and .toml files under PATH (repeatable)",
    )
    parser.add_argument(
        "--pool",
        type=Path,
        metavar="PATH",
        help="the card pool the pool kind mutates: an MTGJSON document, .json or .json.xz "
        "(default: tests/data/pool/cards.json.xz of the repository, when there is one)",
    )
    parser.add_argument(
        "--replay", type=Path, metavar="FILE", help="run one reproducer of --kind and report"
    )
    parser.add_argument(
        "--shrink-seconds", type=float, default=20.0, help="time to shrink each finding"
    )
    parser.add_argument(
        "--memory-mb",
        type=int,
        default=4096,
        help="address-space limit, so a runaway input ends in MemoryError (0: none)",
    )
    parser.add_argument(
        "--fail-on-findings", action="store_true", help="exit 1 when anything was found"
    )
    return parser


def _kinds(spec: str, parser: argparse.ArgumentParser) -> list[str]:
    kinds = list(KINDS) if spec == "all" else [k.strip() for k in spec.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in KINDS]
    if unknown or not kinds:
        parser.error(f"--kind: unknown {', '.join(unknown) or 'empty'}; one of {KINDS} or all")
    return kinds


def _corpus(paths: list[Path], suffix: str) -> list[str]:
    texts = []
    for path in paths:
        files = sorted(path.rglob(f"*{suffix}")) if path.is_dir() else [path]
        texts += [f.read_text("utf-8", "replace") for f in files if f.suffix == suffix]
    return texts


def _limit_memory(megabytes: int) -> None:
    if megabytes <= 0:
        return
    try:
        import resource
    except ImportError:  # not on this platform
        return
    limit = megabytes * 1024 * 1024
    _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    kinds = _kinds(args.kind, parser)
    pool, why_not = pool_path(args.pool) if "pool" in kinds else (None, None)
    if why_not is not None:
        print(f"pool: skipped: {why_not}", file=sys.stderr)
        kinds.remove("pool")
        if not kinds:
            parser.error(f"--kind pool: {why_not}")
    _limit_memory(args.memory_mb)
    targets = make_targets(
        kinds, _corpus(args.corpus, ".card"), _corpus(args.corpus, ".toml"), pool
    )
    if args.replay is not None:
        if len(targets) != 1:
            parser.error("--replay needs one --kind")
        exc = attempt(targets[0], args.replay.read_bytes())
        if exc is None:
            print(f"{args.replay}: no failure")
            return 0
        import traceback

        traceback.print_exception(exc)
        return 1
    campaign = Campaign(
        targets,
        seed=args.seed,
        out=args.out,
        shrink_seconds=args.shrink_seconds,
        progress=stderr_progress,
    )
    count = args.count if args.count is not None or args.time is not None else 100
    try:
        campaign.run(count=count, seconds=args.time)
    except KeyboardInterrupt:
        print("interrupted: the report so far", file=sys.stderr)
    print(campaign.report())
    return 1 if args.fail_on_findings and campaign.findings() else 0


if __name__ == "__main__":
    sys.exit(main())
