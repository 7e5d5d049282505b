"""Write the hit and near-miss example logs of the check rules (checks/<id>.hit*.log, .miss*.log).

The logs are MindFormers step lines (MFLossMonitor format, with the progress line msrun captures)
built by tests/scenarios/build.py, seeded so every run writes the same bytes, or the outputs of real runs
of the pinned libraries (tests/fixtures/library, tests/fixtures/msrun). A multi-rank example
is a folder of `worker_N.log` files, the way msrun leaves them.

    python scripts/make_check_examples.py          # rewrites the examples in checks/
"""

from __future__ import annotations

import math
import random
import shutil
import sys
from pathlib import Path
from typing import Callable, Optional

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.scenarios import build  # noqa: E402 - the scenario helpers live with the tests

OUT = ROOT / "checks"
LN_VOCAB = math.log(build.VOCAB)


def steps(loss_at: Callable[[int], float], last: int, *, lr: Callable[[int], float] = lambda s: 5e-05,
          overflow: Optional[Callable[[int], bool]] = None, scale: Optional[Callable[[int], float]] = None,
          norm: Optional[Callable[[int], float]] = None, seed: int = 0) -> str:
    """Step lines 1..last in the MindFormers format; `lr` may change per step."""
    rng = random.Random(seed)
    lines: list[str] = []
    t = build.T0
    for step in range(1, last + 1):
        t += 6.0
        lines += build.step_line(t, step, last, loss_at(step), lr(step), overflow(step) if overflow else False,
                                 scale(step) if scale else 1.0, norm(step) if norm else 1.2 + 0.3 * rng.random())
    return "\n".join(lines) + "\n"


def decay(start: float = 10.4, end: float = 2.1, tau: float = 30.0, seed: int = 0) -> Callable[[int], float]:
    return build.decaying_loss(random.Random(seed), start, end, tau)


def noise(level: float, spread: float, seed: int = 0) -> Callable[[int], float]:
    rng = random.Random(seed)
    return lambda step: level + rng.gauss(0, spread)


def not_loaded(missing: int, loss_at: Callable[[int], float], last: int) -> str:
    """MindSpore's two "not loaded" warnings after a checkpoint load, then training."""
    t = build.T0
    names = ", ".join(f"'model.layers.{i}.attention.wq.weight'" for i in range(3))
    head = [
        build.mf("INFO", t + 20, "mindformers/trainer/utils.py:350",
                 "............Start load checkpoint from checkpoint.........."),
        build.me("WARNING", t + 25, "mindspore/train/serialization.py:1858",
                 f"For 'load_param_into_net', {missing} parameters in the 'net' are not loaded, because they are not "
                 "in the 'parameter_dict', please check whether the network structure is consistent when training "
                 "and loading checkpoint."),
        build.me("WARNING", t + 25, "mindspore/train/serialization.py:1862", f"[{names}, ...] are not loaded."),
    ]
    body, _ = build.training(t + 300, 1, last, 1000, loss_at, random.Random(5), lr=1e-05)
    return "\n".join(head + body) + "\n"


def failed_after_training(error: list[str], after: Optional[list[str]] = None) -> str:
    """Ten step lines, then a traceback whose last line is `error` (and `after`, when given)."""
    body = steps(decay(), 10).splitlines()
    tb = ["Traceback (most recent call last):",
          '  File "/home/user/project/train.py", line 88, in <module>',
          "    model.train(2, dataset, callbacks=[QuotaReporter()])",
          '  File "/home/user/project/quota.py", line 31, in on_train_step_end',
          "    raise error",
          *error]
    return "\n".join(body + tb + (after or [])) + "\n"


BATCH_LOSSES = (0.7459, 0.6627, 0.6837, 0.6396)  # one epoch's four batch losses, in order
QUOTA = "QuotaServiceError: quota service at 10.2.3.4:8443 rejected handle 0x7f3a2c01a0 after 3.2 s"


def msrun_run(name: str, code: Optional[str] = None) -> dict[str, str]:
    """A real msrun job of tests/fixtures/msrun (make_runs.sh); `code` replaces the SIGKILL exit code."""
    folder = ROOT / "tests" / "fixtures" / "msrun" / "runs" / name
    files = {}
    for path in sorted(folder.rglob("*.log")):
        text = path.read_text(encoding="utf-8")
        if code is not None:
            text = text.replace("Error code: -9", f"Error code: {code}")
        files[str(path.relative_to(folder))] = text
    return files


def trainer_dicts(rows: list[tuple[float, float]]) -> str:
    """HF Trainer log dicts (`{'loss': ..., 'grad_norm': ..., 'learning_rate': ..., 'epoch': ...}`), one per
    (loss, grad_norm) row, the way `Trainer.log` prints them every logging step."""
    lines = []
    for i, (loss, norm) in enumerate(rows, 1):
        shown = "nan" if math.isnan(norm) else ("inf" if math.isinf(norm) else repr(norm))
        lines.append(f"{{'loss': {loss!r}, 'grad_norm': {shown}, 'learning_rate': {2e-05 * (1 - i / 100)!r}, "
                     f"'epoch': {round(i * 0.01, 2)!r}}}")
    return "\n".join(lines) + "\n"


def script_epochs(loss_at: Callable[[int, int], float], epochs: int = 3, per_epoch: int = 4) -> str:
    """A training script's own `epoch E step S loss L` prints, its step counter running on across epochs."""
    lines = [f"epoch {e} step {4 * (e * per_epoch + i):3d} loss {loss_at(e, i):.6f}"
             for e in range(epochs) for i in range(per_epoch)]
    return "\n".join(lines) + "\n"


def megatron_log(rows: list[tuple[Optional[float], int, float]]) -> str:
    """Megatron-LM's training_log line every 10 iterations, one per (lm loss, skipped iterations, loss scale) row.
    Megatron prints a loss only when its interval average is above 0: a NaN loss (or an interval of skipped
    iterations only) leaves the field out, so None stands for a loss that is not printed."""
    lines = []
    for k, (loss, skipped, scale) in enumerate(rows, 1):
        shown = "" if loss is None else f" lm loss: {loss:.6E} |"
        lines.append(f" iteration {10 * k:8d}/  500000 | consumed samples: {640 * k:12d} | elapsed time per "
                     f"iteration (ms): 7613.1 | learning rate: 1.000E-04 | global batch size:    64 |{shown} loss "
                     f"scale: {scale} | grad norm: 0.752 | number of skipped iterations: {skipped:3d} | number of "
                     f"nan iterations:   0 |")
    return "\n".join(lines) + "\n"


def regression_epochs(rows: list[tuple[float, float]]) -> str:
    """A regression loop's own per-epoch print, `epoch E mae M grad_norm G`, one per (mae, norm) row."""
    return "".join(f"epoch {e} mae {mae:.4f} grad_norm {norm:.6f}\n" for e, (mae, norm) in enumerate(rows))


def keras_epochs(rows: list[tuple[float, float]], digits: int = 4) -> str:
    """Keras 3 `fit(verbose=2)`: an `Epoch k/N` header and one summary line per (loss, val_loss) row."""
    return keras_accuracies([(0.8117, loss, 0.8094, val) for loss, val in rows], digits)


def keras_accuracies(rows: list[tuple[float, float, float, float]], digits: int = 4) -> str:
    """Keras 3 `fit(verbose=2)` summary lines of (accuracy, loss, val_accuracy, val_loss), printed as Keras
    prints an accuracy of 0 (`0.0000e+00`)."""
    def shown(x: float) -> str:
        return "0.0000e+00" if x == 0 else f"{x:.4f}"

    lines = []
    for k, (acc, loss, val_acc, val_loss) in enumerate(rows, 1):
        lines += [f"Epoch {k}/{len(rows)}",
                  f"40/40 - 0s - 3ms/step - accuracy: {shown(acc)} - loss: {loss:.{digits}f} - "
                  f"val_accuracy: {shown(val_acc)} - val_loss: {val_loss:.{digits}f}"]
    return "\n".join(lines) + "\n"


# Validation accuracies of a 4-class run: at chance / one value from the second epoch on / climbing with training
CHANCE_4 = (0.2530, 0.2550, 0.2360, 0.2290, 0.2290, 0.2320)
FIXED_AFTER_FIRST = (0.2170, 0.2050, 0.2050, 0.2050, 0.2050)
GENERALISING = (0.2530, 0.3150, 0.3660, 0.4090, 0.4290, 0.4520)


def climbing_beside(val_accuracies: tuple[float, ...], val_loss_step: float) -> str:
    """Keras epochs whose training accuracy climbs from chance (0.24 -> 0.53) beside the given validation
    accuracies, the validation loss starting at ln 4 and moving by `val_loss_step` an epoch."""
    train = (0.2431, 0.3329, 0.3879, 0.4349, 0.4911, 0.5330)
    return keras_accuracies([(a, 1.3866 - 0.05 * k, v, 1.3864 + val_loss_step * k)
                             for k, (a, v) in enumerate(zip(train, val_accuracies))])


def lightning_bars(rows: list[tuple[int, float, Optional[float]]]) -> str:
    """Lightning's progress bar at the end of each (epoch, train_loss, val_loss) row: the postfix carries the last
    validation's loss on every bar until the next validation runs."""
    lines = []
    for epoch, loss, val in rows:
        shown = "" if val is None else f", val_loss={val:.4f}"
        lines.append(f"Epoch {epoch}: 100%|##########| 50/50 [00:01<00:00, 41.2it/s, v_num=0, "
                     f"train_loss={loss:.4f}{shown}]")
    return "\n".join(lines) + "\n"


def keras_unknown_epochs(counts: list[int], every: int = 250) -> str:
    """Keras `fit(verbose=1)` over a dataset of unknown length, its bar written to a file one redraw a line:
    `N/Unknown` through the first epoch (every `every` steps up to counts[0]), `N/N` once Keras knows it."""
    lines = []
    for epoch, count in enumerate(counts, 1):
        lines.append(f"Epoch {epoch}/10")
        shown = "Unknown" if epoch == 1 else str(counts[0])
        for n in range(every, count + 1, every):
            lines.append(f"{n:>7}/{shown} 12s 8ms/step - accuracy: 0.9712 - loss: {0.4 / (1 + n / 500):.4f}")
    return "\n".join(lines) + "\n"


def script_step_of(last: int, length: int, every: int = 25) -> str:
    """A loop's own `Epoch 1/5 - step S/L - loss: X` line every `every` steps, up to step `last` of epoch 1."""
    return "".join(f"Epoch 1/5 - step {s}/{length} - loss: {0.4 / (1 + s / 100):.4f}\n"
                   for s in range(every, last + 1, every))


def epoch_means(means: list[float], per_epoch: int = 3, seed: int = 0) -> str:
    """A loop's own step lines (`epoch E step S loss L`, shuffled batches) and its epoch-end mean (`==> epoch E mean
    loss M`), one mean per entry of `means`."""
    rng = random.Random(seed)
    lines = []
    for e, mean in enumerate(means, 1):
        lines += [f"epoch {e} | step {4 * k} | loss {mean * (1 + rng.uniform(-0.15, 0.15)):.6f}"
                  for k in range(per_epoch)]
        lines.append(f"==> epoch {e} mean loss {mean:.6f}")
    return "\n".join(lines) + "\n"


def tutorial_epochs(means: list[float], batches: tuple[float, ...] = (0.73903, 1.236707)) -> str:
    """The PyTorch tutorial's loop as ported users keep it: `loss: L  [  n/ N]` per logged batch, then an
    `Epoch E: mean train loss M` line that carries no step of its own."""
    lines = []
    for e, mean in enumerate(means, 1):
        lines += [f"loss: {loss:.6f}  [{10 * k:>3d}/ 20]" for k, loss in enumerate(batches)]
        lines.append(f"Epoch {e}: mean train loss {mean:.6f}")
    return "\n".join(lines) + "\nDone!\n"


# A run whose validation accuracy holds one value from its second evaluation on while its training numbers wander
FROZEN_LOSSES = (0.9447, 0.9312, 1.0388, 0.9838, 0.9509, 0.9240, 0.8728)


def frozen_beside(losses: tuple[float, ...]) -> str:
    """Keras epochs whose validation accuracy is 0.6500 from the second on, beside these training losses."""
    return keras_accuracies(list(zip((0.6104, 0.6021, 0.6198, 0.6113, 0.6042, 0.6205), losses,
                                     (0.6312,) + (0.6500,) * 5, (0.9501, 0.9433, 0.9472, 0.9390, 0.9455, 0.9418))))


def plain_eval_lines(losses: tuple[float, ...], test_accuracies: list[float]) -> str:
    """A script's own line per evaluation (`loss: L, acc: A, test_acc: T`), its training accuracy beside the loss."""
    lines = ["epoch:  0"]
    for k, (loss, test) in enumerate(zip(losses, test_accuracies)):
        lines.append(f"loss: {loss:.4f}, acc: {0.6042 + 0.01 * (k % 3):.4f}, test_acc: {test:.4f}")
    return "\n".join(lines) + "\n"


def library_run(name: str) -> str:
    """The output of a real run of the pinned libraries (tests/fixtures/library, make_fixtures.py)."""
    return (ROOT / "tests" / "fixtures" / "library" / f"{name}.log").read_text(encoding="utf-8")


def examples() -> dict[str, str | dict[str, str]]:
    """{example name: log text, or {file name: text} for a multi-rank folder}."""
    nan_at = {20: float("nan")}
    stuck = noise(5.9, 0.03, 3)  # batch-to-batch noise of a model whose output ignores its input
    at_chance = noise(math.log(3), 0.01, 4)
    wander = noise(5.9, 0.03, 7)
    return {
        "loss.nan.hit.log": steps(lambda s: float("nan") if s >= 20 else decay()(s), 24),
        "loss.nan.miss.log": steps(lambda s: nan_at.get(s, 3.0 - 0.01 * s), 30, overflow=lambda s: s == 20),
        # Megatron leaves out a NaN loss: a line that skipped no iteration and prints no loss had one; an
        # interval whose iterations were all skipped (fp16 overflow, the scale halving) prints none either
        "loss.nan.hit2.log": megatron_log([(7.1 - 0.1 * k, 0, 1.0) for k in range(8)] + [(None, 0, 1.0)] * 3),
        "loss.nan.miss2.log": megatron_log([(None, 10, 2.0 ** (16 - k)) for k in range(3)]
                                           + [(7.1 - 0.1 * k, 0, 8192.0) for k in range(8)]),
        # a loss printed with few digits is frozen when the norm beside it is 0 on every step; a norm of 0 beside a
        # falling loss is a logger's bug (DeepSpeed ZeRO-3 reports 0), not a frozen model
        "loss.flat.hit2.log": regression_epochs([(1.0, 0.0)] * 8),
        "loss.flat.miss2.log": trainer_dicts([(2.31 - 0.11 * k, 0.0) for k in range(8)]),
        # ... and a loss that only wanders with the batches while that norm stays 0 is frozen too (a stop_gradient
        # around the student's logits); the same wandering beside a norm that is not 0 is a model still learning
        "loss.flat.hit3.log": trainer_dicts([(round(wander(k), 4), 0.0) for k in range(12)]),
        "loss.flat.miss3.log": trainer_dicts([(round(wander(k), 4), 0.42) for k in range(12)]),
        # a run restarted in the same log (a fine-tuning stage resumed from pre-training) is judged from its own
        # first step: frozen from there is frozen; a second curve that converged in its first interval is not
        "loss.flat.hit4.log": steps(decay(), 12) + steps(lambda s: 2.4095, 6),
        "loss.flat.miss4.log": steps(decay(), 12) + steps(lambda s: 0.529249 if s == 1 else 0.00307583, 6),
        "loss.norm_nan.hit.log": steps(decay(), 30, norm=lambda s: math.inf if s == 20 else 1.3),
        "loss.norm_nan.miss.log": steps(decay(), 30, norm=lambda s: math.inf if s == 20 else 1.3,
                                        overflow=lambda s: s == 20),
        # a trainer dict says nothing of overflow: a NaN norm with the loss jumping is not a skipped step,
        # while fp16's GradScaler skips its first steps with an inf norm and the loss goes on falling
        "loss.norm_nan.hit2.log": trainer_dicts([(1.8013, 37.75), (1.7421, 12.3), (663.5659, math.nan)]),
        "loss.norm_nan.miss2.log": trainer_dicts([(2.3311, math.inf), (2.3307, math.inf), (2.1012, 4.21),
                                                  (1.9876, 3.87), (1.8421, 3.55)]),
        # a loss layer that clamps probabilities at FLT_MIN: -ln(FLT_MIN) = 87.3365 once the logits blew up
        "loss.float_floor.hit.log": steps(lambda s: 2.31 - 0.02 * s if s < 12 else 87.3365, 20),
        "loss.float_floor.miss.log": steps(lambda s: [2.0, 1.9, 1.8, 1.7, 87.1, 86.9][s - 1], 6),
        "loss.overflow.hit.log": steps(decay(), 40, overflow=lambda s: s > 20,
                                       scale=lambda s: 65536.0 / 2 ** max(0, s - 20) if s <= 36 else 1.0),
        "loss.overflow.miss.log": steps(decay(), 40, overflow=lambda s: s <= 6,
                                        scale=lambda s: 2.0 ** 32 / 2 ** min(s, 6)),
        "loss.flat.hit.log": steps(lambda s: 5.0, 20),
        "loss.flat.miss.log": steps(decay(), 20),
        "loss.flat_zero.hit.log": steps(lambda s: 0.0, 20),
        "loss.flat_zero.miss.log": steps(lambda s: 0.0004, 20),
        # the same fall to exactly 0 taken in two logged intervals (4.03, 0.0004, then 0.0) / a loss that
        # converges down to 0 over many intervals (0.5, 0.1, 0.01, 0.001, then 0.0)
        "loss.flat_zero.hit2.log": steps(lambda s: [4.03, 0.0004][s - 1] if s <= 2 else 0.0, 12),
        "loss.flat_zero.miss2.log": steps(lambda s: [0.5, 0.1, 0.01, 0.001][s - 1] if s <= 4 else 0.0, 12),
        "loss.flat_lr_zero.hit.log": steps(lambda s: 7.0, 20, lr=lambda s: 0.0),
        "loss.flat_lr_zero.miss.log": steps(lambda s: 7.0, 20, lr=lambda s: 1e-05 * s),
        "loss.plateau.hit.log": steps(lambda s: 6.4 if s == 1 else stuck(s), 30, lr=lambda s: 0.1),
        "loss.plateau.miss.log": steps(decay(6.4, 2.1, 10.0, 3), 30, lr=lambda s: 0.1),
        "loss.lr_zero.hit.log": steps(noise(7.0, 0.05), 30, lr=lambda s: 0.0),
        "loss.lr_zero.miss.log": steps(decay(), 30, lr=lambda s: 0.0),
        "loss.diverge.hit.log": steps(lambda s: decay(tau=40.0)(s) if s <= 120 else 3 * decay(tau=40.0)(s) + 2, 200),
        "loss.diverge.miss.log": steps(decay(tau=40.0), 200),
        "loss.explode.hit.log": steps(lambda s: [2.0, 1.9, 1.8, 1.7, 250.0, 300.0][s - 1], 6),
        "loss.explode.miss.log": steps(lambda s: [2.0, 1.9, 1.8, 1.7, 15.0, 16.0][s - 1], 6),
        # tenfold and held for three logged points / a spike that came back down
        "loss.explode.hit2.log": steps(lambda s: [0.9, 0.8, 0.75, 0.74, 13.4, 26.6, 26.7, 26.6][s - 1], 8),
        "loss.explode.miss2.log": steps(lambda s: [0.9, 0.8, 0.75, 12.0, 0.74, 0.73, 0.72][s - 1], 7),
        # raw scores fed to an NLL: the loss turns negative and doubles every few steps / a density model's NLL
        # that settles below zero
        "loss.negative_runaway.hit.log": steps(lambda s: 0.05 - 0.02 * s ** 2.2, 24),
        "loss.negative_runaway.miss.log": steps(lambda s: -1.6 + 1.7 * 0.8 ** s, 24),
        "loss.spikes.hit.log": steps(decay(), 100, norm=lambda s: 40.0 if s in (40, 60, 80) else 1.2 + 0.01 * (s % 7)),
        "loss.spikes.miss.log": steps(decay(), 100, norm=lambda s: 40.0 if s == 60 else 1.2 + 0.01 * (s % 7)),
        # a norm that multiplies by 1.5 at every step to 1e6 / one that rises four-fold during warmup, then settles
        "loss.norm_growth.hit.log": steps(decay(), 40, norm=lambda s: 1.3 if s < 20 else 1.3 * 1.5 ** (s - 19) * 1e3),
        "loss.norm_growth.miss.log": steps(decay(), 40, norm=lambda s: 0.5 * 1.3 ** min(s, 6) + 0.01 * (s % 3)),
        # a regression on unscaled targets, its loss in the 1e8s from the first logged step / one that learns
        # down from 2e6 to 8e4 (a median past 1e5) within the excerpt
        "loss.huge_loss.hit.log": steps(noise(4.2e8, 8e7, 6), 12),
        "loss.huge_loss.miss.log": steps(lambda s: 2e6 * 0.75 ** (s - 1), 12),
        # a norm near 1e6 at every logged step while the loss looks sane / a norm of 40 that clipping handles
        "loss.huge_norm.hit.log": steps(decay(), 12, norm=noise(9e5, 1e5, 7)),
        "loss.huge_norm.miss.log": steps(decay(), 12, norm=noise(40.0, 5.0, 7)),
        # a 3-class classifier whose labels lost their inputs: ln(3) = 1.0986 from the second point on
        "loss.chance.hit.log": steps(lambda s: 1.16 if s == 1 else at_chance(s), 8),
        "loss.chance.miss.log": steps(decay(1.16, 0.35, 3.0), 8),
        "loss.uniform.hit.log": steps(noise(LN_VOCAB, 0.02), 120, lr=lambda s: 1e-05),
        "loss.uniform.miss.log": steps(decay(LN_VOCAB, 4.0, 40.0), 120, lr=lambda s: 1e-05),
        # MindSpore's LossMonitor with the learning rate at 0 / with a model that learns
        "loss.epoch_repeat.hit.log": library_run("ms_train_lr_zero_epochs_repeat"),
        "loss.epoch_repeat.miss.log": library_run("ms_train_normal_loss_monitor"),
        # a script's own lines with a global step counter: the lr decays to 0 within the first epoch, so epochs 1
        # and 2 log the same four batch losses / a model that still learns, every epoch a little lower
        "loss.epoch_repeat.hit2.log": script_epochs(lambda e, i: BATCH_LOSSES[i] + (0.01 if e == 0 else 0)),
        "loss.epoch_repeat.miss2.log": script_epochs(lambda e, i: BATCH_LOSSES[i] - 0.05 * e),
        # two logged batches per epoch, the same two values for eight epochs / for only three
        "loss.epoch_repeat.hit3.log": script_epochs(lambda e, i: BATCH_LOSSES[i], epochs=8, per_epoch=2),
        "loss.epoch_repeat.miss3.log": script_epochs(lambda e, i: BATCH_LOSSES[i], epochs=3, per_epoch=2),
        # weights frozen but the forward pass jittered in the fifth digit (NaN-filled inputs, dropout) / a converged
        # model without shuffling: every epoch a little lower, by more than the jitter
        "loss.epoch_repeat.hit4.log": script_epochs(lambda e, i: BATCH_LOSSES[i] + 0.00013 * ((e * 7 + i) % 3 - 1),
                                                    epochs=4),
        "loss.epoch_repeat.miss4.log": script_epochs(lambda e, i: BATCH_LOSSES[i] * (1 - 0.004 * e), epochs=4),
        # a real MindSpore loop whose optimizer holds another instance's parameters / holds the trained network's
        "loss.eval_frozen.hit.log": library_run("ms_eval_frozen_optimizer_on_copy"),
        "loss.eval_frozen.miss.log": library_run("ms_eval_loss_falls"),
        # Keras with the learning rate at 0: val_loss repeats while the training loss moves / printed with two
        # digits only, where a converged model can repeat it
        "loss.eval_frozen.hit2.log": keras_epochs([(0.5808 - 0.004 * (k % 3), 0.5896) for k in range(6)]),
        "loss.eval_frozen.miss2.log": keras_epochs([(0.5808 - 0.004 * (k % 3), 0.59) for k in range(6)], digits=2),
        # a loop whose optimizer holds no parameter of the model: its epoch means repeat / fall
        "loss.eval_frozen.hit3.log": epoch_means([8.422776] * 5),
        "loss.eval_frozen.miss4.log": epoch_means([8.422776 - 0.31 * e for e in range(5)]),
        # a learning rate that decays to nothing within the first epoch: only the first mean differs / the means
        # settle after two epochs, as a run that learned and then converged may
        "loss.eval_frozen.hit4.log": epoch_means([9.104417] + [8.422776] * 5),
        "loss.eval_frozen.miss5.log": epoch_means([9.104417, 8.715203] + [8.422776] * 4),
        # the epoch mean on a line of its own that logs no step (an optimizer holding a replaced network's parameters)
        "loss.eval_frozen.hit5.log": tutorial_epochs([1.257197] * 5),
        # a classifier validated on the classes sorted last, which it never trains on / a regression scored with
        # accuracy, 0 on both splits
        # an input exhausted after its first pass: Keras starts epochs 2-5 and draws no batch / a log cut while
        # the next epoch starts
        "loss.empty_epochs.hit.log": keras_epochs([(0.6931, 0.6925)]).replace("Epoch 1/1", "Epoch 1/5")
        + "".join(f"Epoch {k}/5\n" for k in range(2, 6)),
        "loss.empty_epochs.miss.log": keras_epochs([(0.6931, 0.6925), (0.5432, 0.5511)]).replace("/2\n", "/5\n")
        + "Epoch 3/5\n",
        "loss.held_out_unseen.hit.log": keras_accuracies([(0.8917 + 0.02 * k, 0.3065 / (k + 1), 0.0, 4.4658 + 0.2 * k)
                                                          for k in range(6)]),
        "loss.held_out_unseen.miss.log": keras_accuracies([(0.0056 * (k % 2), 0.1583 / (k + 1), 0.0, 0.0187 - 0.002 * k)
                                                           for k in range(6)]),
        # a training accuracy at 1/10 beside a loss near ln(10) that jitters too much for loss.chance / the same
        # loss beside an accuracy well above chance (a hard task, label smoothing)
        "loss.accuracy_chance.hit.log": keras_accuracies([(a, loss, v, vl) for a, loss, v, vl in zip(
            (0.0974, 0.0956, 0.1042, 0.1028, 0.0987, 0.0932), (2.4974, 2.4102, 2.3130, 2.3605, 2.2702, 2.3314),
            (0.1400, 0.0650, 0.0720, 0.1130, 0.0890, 0.0740), (2.3739, 2.3786, 2.3413, 2.3321, 2.3450, 2.3120))]),
        "loss.accuracy_chance.miss.log": keras_accuracies([(a, loss, v, vl) for a, loss, v, vl in zip(
            (0.3105, 0.3312, 0.3420, 0.3388, 0.3517, 0.3602), (2.4974, 2.4102, 2.3130, 2.3605, 2.2702, 2.3314),
            (0.3140, 0.3250, 0.3320, 0.3430, 0.3390, 0.3440), (2.3739, 2.3786, 2.3413, 2.3321, 2.3450, 2.3120))]),
        # a binary classifier's noisy training accuracy near 1/2 beside a loss near ln 2, while its validation
        # accuracy is well above chance: early training, not a model at chance
        "loss.accuracy_chance.miss2.log": keras_accuracies([(a, loss, v, vl) for a, loss, v, vl in zip(
            (0.5625, 0.3750, 0.5000, 0.4375, 0.5313), (0.7235, 0.7298, 0.7266, 0.7207, 0.7189),
            (0.6239, 0.6134, 0.6180, 0.6205, 0.6221), (0.6555, 0.6612, 0.6580, 0.6541, 0.6523))]),
        # validation at 1/4 (its first loss ln 4) while the training accuracy climbs / validation at one value while
        # training reaches 1 / a model that generalises: validation climbs beside training / a converged model whose
        # small validation set reads one value
        "loss.held_out_chance.hit.log": climbing_beside(CHANCE_4, 0.05),
        "loss.held_out_chance.hit2.log": keras_accuracies([(min(1.0, 0.8067 + 0.1 * k), 0.6724 / (k + 1), v,
                                                            4.2 + 0.4 * k) for k, v in enumerate(FIXED_AFTER_FIRST)]),
        "loss.held_out_chance.miss.log": climbing_beside(GENERALISING, -0.04),
        "loss.held_out_chance.miss2.log": keras_accuracies([(min(0.9990, 0.9312 + 0.02 * k), 0.21 / (k + 1), 0.9550,
                                                             0.1502 + 0.001 * k) for k in range(5)]),
        # validation at one value from its second epoch on while the training loss and accuracy wander (a model no
        # update reaches, or one answering one class) / the same run printed by a plain loop / a converged model whose
        # small validation set reads one value / a validation accuracy that moves by one sample
        "loss.held_out_frozen.hit.log": frozen_beside(FROZEN_LOSSES[:6]),
        "loss.held_out_frozen.hit2.log": plain_eval_lines(FROZEN_LOSSES, [0.6500] * 7),
        "loss.held_out_frozen.miss.log": keras_accuracies([(a, loss, 0.9100, vl) for a, loss, vl in zip(
            (0.9104, 0.9221, 0.9198, 0.9313, 0.9242, 0.9305), (0.2447, 0.2312, 0.2388, 0.2238, 0.2309, 0.2240),
            (0.2501, 0.2433, 0.2472, 0.2390, 0.2455, 0.2418))]),
        "loss.held_out_frozen.miss2.log": plain_eval_lines(FROZEN_LOSSES,
                                                           [0.6500, 0.6550, 0.6500, 0.6450, 0.6500, 0.6550, 0.6600]),
        # ... and one whose training loss turns NaN at its last epoch: check_nan names that case, alone
        "loss.held_out_frozen.miss3.log": frozen_beside(FROZEN_LOSSES[:5] + (math.nan,)),
        # validation every fifth epoch: Lightning's bar carries its loss through the epochs between
        "loss.eval_frozen.miss3.log": lightning_bars([(e, 0.9 - 0.05 * e, None if e < 4 else 0.6123)
                                                      for e in range(10)]),
        # the first epoch of a dataset repeated without end, stopped from outside / a first epoch that ends and a
        # second that Keras counts against the length it learned
        "loss.endless_epoch.hit.log": keras_unknown_epochs([1500]),
        "loss.endless_epoch.miss.log": keras_unknown_epochs([1500, 1500]),
        # a loop's own step lines past the epoch length they print / a short first epoch of unknown length cut off
        "loss.endless_epoch.hit2.log": script_step_of(200, 25),
        "loss.endless_epoch.miss2.log": keras_unknown_epochs([750]),
        "run.key_mapping_loss.hit.log": not_loaded(98, noise(LN_VOCAB, 0.02, 5), 40),
        "run.key_mapping_loss.miss.log": not_loaded(98, decay(LN_VOCAB, 2.0, 10.0, 5), 40),
        # the paste stops right after the traceback's head / after a complete traceback
        "run.cut_traceback.hit.log": steps(decay(), 10) + "Traceback (most recent call last):\n",
        "run.cut_traceback.miss.log": failed_after_training([QUOTA]),
        "run.unknown_failure.hit.log": failed_after_training([QUOTA]),
        "run.unknown_failure.miss.log": failed_after_training(
            [QUOTA], [build.mf("WARNING", build.T0 + 90, "project/quota.py:40", "quota reporter disabled, retrying"),
                      *steps(decay(), 14).splitlines()[20:], "Training Over"]),
        "run.family_failure.hit.log": failed_after_training(
            ["RuntimeError: prefetch ring failed to extend its /dev/shm segment to 2048 MB"]),
        "run.family_failure.miss.log": failed_after_training(
            ["QuotaServiceError: unable to allocate slot 12 in the quota scheduler queue"]),
        # words the labelled logs tie to data_pipeline_error, which no family cue names
        "run.learned_category.hit.log": failed_after_training(
            ["RuntimeError: collate_fn got a batch whose samples have different keys"]),
        "run.learned_category.miss.log": failed_after_training([QUOTA]),
        "culprit.killed.hit": msrun_run("kill"),
        "culprit.killed.miss": msrun_run("kill", code="3"),
        "culprit.exited.hit": msrun_run("kill", code="3"),
        "culprit.exited.miss": msrun_run("kill"),
        "culprit.stopped_first.hit": build.silent_hang(ranks=4, culprit=2, save_at=30, with_timeouts=True),
        "culprit.stopped_first.miss": build.silent_hang(ranks=4, culprit=2, save_at=30),
        "run.straggler_hang.hit": build.silent_hang(ranks=4, culprit=2, save_at=30),
        "run.straggler_hang.miss": build.silent_hang(ranks=4, culprit=-1, save_at=30),
    }


def main() -> int:
    for name, content in examples().items():
        target = OUT / name
        if isinstance(content, dict):
            shutil.rmtree(target, ignore_errors=True)
            target.mkdir()
            for file, text in content.items():
                (target / file).parent.mkdir(parents=True, exist_ok=True)
                (target / file).write_text(text, encoding="utf-8")
        else:
            target.write_text(content, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
