"""The campaign loop shared by every kind of input: time bounds, findings, shrinking, reports.

A *target* makes inputs from a seeded :class:`random.Random` and runs one; running raises on
a finding (any exception the code under test must not let out, or a :class:`PropertyFailure`
the target raises itself when an invariant does not hold). Each run is bounded in CPU time
(``ITIMER_PROF``, so a loaded machine does not turn slowness into findings) by a timer that
raises :class:`Hang`, a ``BaseException`` so that no ``except Exception`` in the code under
test can swallow it. Findings are grouped by a signature (the
exception type and the innermost karlov frame); the first input of each group is shrunk by
deleting lines, then words, while it still fails with the same signature, and written under
the output folder with its traceback.
"""

from __future__ import annotations

import contextlib
import random
import signal
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

Input = str | bytes


class PropertyFailure(Exception):
    """An invariant the target checks itself did not hold; ``name`` groups findings."""

    def __init__(self, name: str, detail: str) -> None:
        super().__init__(f"{name}: {detail}")
        self.name = name


class Hang(BaseException):
    """A run went over its time bound (raised from the SIGALRM handler)."""


class Target(Protocol):
    """One kind of input: how to make one and how to run one."""

    kind: str
    suffix: str  # the reproducer's file extension
    time_bound: float  # seconds one run may take before it counts as a hang

    def warm_up(self) -> None:
        """Load what every run needs (grammars, the card library) outside the time bound, so
        the first input is not charged for it."""

    def generate(self, rng: random.Random) -> Input: ...

    def run(self, data: Input) -> None: ...


@dataclass
class Finding:
    kind: str
    signature: str
    summary: str  # the exception, one line
    details: str  # the traceback
    data: Input
    hits: int = 1
    reproducer: Path | None = None


@dataclass
class KindStats:
    inputs: int = 0
    seconds: float = 0.0
    findings: dict[str, Finding] = field(default_factory=dict)

    @property
    def rate(self) -> float:
        return self.inputs / self.seconds if self.seconds else 0.0


@contextlib.contextmanager
def time_bound(seconds: float) -> Iterator[None]:
    """Raise :class:`Hang` in this thread once the process has used ``seconds`` of CPU time
    (only where ``setitimer`` exists and this is the main thread; elsewhere there is no bound).
    CPU time rather than wall time: the same input is or is not a hang whatever else the
    machine is doing."""
    usable = hasattr(signal, "setitimer") and _in_main_thread()
    if not usable:
        yield
        return

    def on_timer(signum: int, frame: object) -> None:
        raise Hang(f"over the time bound of {seconds:g} s of CPU time")

    previous = signal.signal(signal.SIGPROF, on_timer)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


def _in_main_thread() -> bool:
    import threading

    return threading.current_thread() is threading.main_thread()


def _signature(kind: str, exc: BaseException) -> str:
    """Findings with the same signature are one bug: the exception type, and where it was
    raised (the innermost frame in karlov outside this harness), or the property's name."""
    if isinstance(exc, PropertyFailure):
        return f"{kind}: property {exc.name}"
    if isinstance(exc, Hang):
        return f"{kind}: hang"
    where = "?"
    for frame in traceback.extract_tb(exc.__traceback__):
        path = frame.filename.replace("\\", "/")
        if "/karlov/" in path and "/karlov/fuzz/" not in path:
            where = f"{path.rsplit('/karlov/', 1)[1]}:{frame.lineno} in {frame.name}"
    return f"{kind}: {type(exc).__name__} at karlov/{where}"


def attempt(target: Target, data: Input) -> BaseException | None:
    """Run one input; the exception it ended with, or None. KeyboardInterrupt propagates."""
    try:
        with time_bound(target.time_bound):
            target.run(data)
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # every other way out is a finding, SystemExit included
        return exc
    return None


def _pieces(data: Input, level: str) -> list[Input]:
    """``data`` as lines (each keeping its line end) or as words (each keeping its space)."""
    if isinstance(data, bytes):
        sep = b"\n" if level == "lines" else b" "
        parts = data.split(sep)
        return [p + sep for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
    sep = "\n" if level == "lines" else " "
    parts = data.split(sep)
    return [p + sep for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def _join(pieces: list[Input], like: Input) -> Input:
    return (b"" if isinstance(like, bytes) else "").join(pieces)  # type: ignore[arg-type]


def shrink(
    data: Input, still_fails: Callable[[Input], bool], budget_seconds: float = 20.0
) -> Input:
    """A smaller input that still fails: delete chunks of lines (halving the chunk size, as
    delta debugging does), then single words, while ``still_fails`` holds and time is left."""
    deadline = time.monotonic() + budget_seconds
    for level in ("lines", "words"):
        pieces = _pieces(data, level)
        chunk = max(1, len(pieces) // 2)
        while chunk >= 1 and time.monotonic() < deadline:
            index = 0
            while index < len(pieces) and time.monotonic() < deadline:
                candidate = pieces[:index] + pieces[index + chunk :]
                if candidate and still_fails(_join(candidate, data)):
                    pieces = candidate
                else:
                    index += chunk
            chunk //= 2
        data = _join(pieces, data)
    return data


class Campaign:
    """Runs targets for a count or a time, collecting and shrinking findings."""

    def __init__(
        self,
        targets: list[Target],
        *,
        seed: int,
        out: Path | None = None,
        shrink_seconds: float = 20.0,
        progress: Callable[[str], None] | None = None,
    ) -> None:
        self.targets = targets
        self.seed = seed
        self.out = out
        self.shrink_seconds = shrink_seconds
        self.progress = progress
        self.stats = {t.kind: KindStats() for t in targets}
        self.wall_seconds = 0.0

    def run(self, *, count: int | None = None, seconds: float | None = None) -> None:
        """``count`` inputs of each kind, or for ``seconds`` of wall time, sharing the CPU
        time of the runs evenly between the kinds (so a fast kind runs more inputs)."""
        rngs = {t.kind: random.Random(f"{self.seed}:{t.kind}") for t in self.targets}
        for target in self.targets:
            # a bug the warm-up runs into is found again, as a finding, by the inputs
            with contextlib.suppress(Exception):
                target.warm_up()
        deadline = time.monotonic() + seconds if seconds is not None else None
        started = time.monotonic()
        try:
            self._loop(rngs, count, deadline)
        finally:
            self.wall_seconds += time.monotonic() - started

    def _loop(
        self,
        rngs: dict[str, random.Random],
        count: int | None,
        deadline: float | None,
    ) -> None:
        last_report = time.monotonic()
        done = 0
        while True:
            if count is not None and done >= count:
                break
            if deadline is not None and time.monotonic() >= deadline:
                break
            if count is not None:  # the same number of inputs of each kind
                for target in self.targets:
                    self._one(target, rngs[target.kind])
            else:  # the same CPU time for each kind: the kind that has had least goes next
                target = min(self.targets, key=lambda t: self.stats[t.kind].seconds)
                self._one(target, rngs[target.kind])
            done += 1
            if self.progress and time.monotonic() - last_report > 30:
                last_report = time.monotonic()
                self.progress(self.summary_line())

    def _one(self, target: Target, rng: random.Random) -> None:
        stats = self.stats[target.kind]
        data = target.generate(rng)
        start = time.process_time()
        exc = attempt(target, data)
        stats.seconds += time.process_time() - start
        stats.inputs += 1
        if exc is None:
            return
        signature = _signature(target.kind, exc)
        known = stats.findings.get(signature)
        if known is not None:
            known.hits += 1
            return
        finding = Finding(
            kind=target.kind,
            signature=signature,
            summary=f"{type(exc).__name__}: {_one_line(exc)}",
            details="".join(traceback.format_exception(exc)),
            data=data,
        )
        stats.findings[signature] = finding
        if self.progress:
            self.progress(f"new finding: {signature}: {finding.summary[:200]}")
        self._shrink(target, finding)
        if self.out is not None:
            self._write(target, finding)

    def _shrink(self, target: Target, finding: Finding) -> None:
        def still_fails(candidate: Input) -> bool:
            exc = attempt(target, candidate)
            return exc is not None and _signature(target.kind, exc) == finding.signature

        budget = self.shrink_seconds
        if finding.signature.endswith(": hang"):
            budget = min(budget, 10 * target.time_bound)
        finding.data = shrink(finding.data, still_fails, budget)
        exc = attempt(target, finding.data)
        if exc is not None:  # the traceback of the shrunk input, which the reader will run
            finding.summary = f"{type(exc).__name__}: {_one_line(exc)}"
            finding.details = "".join(traceback.format_exception(exc))

    def _write(self, target: Target, finding: Finding) -> None:
        assert self.out is not None
        self.out.mkdir(parents=True, exist_ok=True)
        number = sum(len(s.findings) for s in self.stats.values())
        stem = f"{target.kind}-{number:03d}"
        path = self.out / f"{stem}{target.suffix}"
        if isinstance(finding.data, bytes):
            path.write_bytes(finding.data)
        else:
            path.write_bytes(finding.data.encode("utf-8", "surrogatepass"))
        (self.out / f"{stem}.traceback.txt").write_text(
            f"{finding.signature}\n{finding.summary}\n\n"
            f"replay: python -m karlov.fuzz --replay {path} --kind {target.kind}\n\n"
            f"{finding.details}",
            encoding="utf-8",
        )
        finding.reproducer = path

    def findings(self) -> list[Finding]:
        return [f for s in self.stats.values() for f in s.findings.values()]

    def summary_line(self) -> str:
        parts = [
            f"{kind} {s.inputs} ({s.rate:,.0f}/s, {len(s.findings)} found)"
            for kind, s in self.stats.items()
        ]
        return "; ".join(parts)

    def report(self) -> str:
        cpu = sum(s.seconds for s in self.stats.values())
        lines = [f"seed {self.seed}: {self.wall_seconds:.0f} s wall, {cpu:.0f} s CPU in runs"]
        for kind, s in self.stats.items():
            hits = sum(f.hits for f in s.findings.values())
            lines.append(
                f"{kind:<9} {s.inputs:>8,} inputs in {s.seconds:7.1f} s CPU, {s.rate:8,.1f}/s, "
                f"{len(s.findings)} distinct findings ({hits} failing inputs)"
            )
        for finding in self.findings():
            where = f" -> {finding.reproducer}" if finding.reproducer else ""
            lines.append(f"  [{finding.hits}x] {finding.signature}{where}")
            lines.append(f"      {finding.summary[:300]}")
            lines.append(f"      input: {_preview(finding.data)}")
        return "\n".join(lines)


def _one_line(exc: BaseException) -> str:
    text = str(exc).replace("\n", " | ")
    return text[:500]


def _preview(data: Input, limit: int = 300) -> str:
    text = repr(data)
    return text if len(text) <= limit else f"{text[:limit]}... ({len(data)} long)"


def stderr_progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)
