"""Preemptible regression job: trains 600 steps, checkpoints every 100 steps with orbax CheckpointManager,
and resumes from the latest checkpoint when restarted by the scheduler.
`python 006.py` acts as the requeue wrapper (like SLURM --requeue): each attempt gets a budget of 350 steps
(our spot-instance wall-time) and is restarted until training finishes or max attempts is reached."""
import logging
import os
import subprocess
import sys
import jax
import jax.numpy as jnp
import numpy as np
import optax
import orbax.checkpoint as ocp
import flax.linen as nn

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
logging.getLogger("absl").setLevel(logging.WARNING)
log = logging.getLogger("reg")
CKPT = "/home/user/project/ckpt_006"
TOTAL_STEPS = 600
STEP_BUDGET = 350      # steps per attempt before the node is reclaimed
MAX_ATTEMPTS = 4


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(64)(nn.tanh(nn.Dense(64)(x))))).squeeze(-1)


rng = np.random.default_rng(0)
X = rng.uniform(-2, 2, size=(4096, 4)).astype(np.float32)
Y = (np.sin(X[:, 0]) * X[:, 1] + 0.5 * X[:, 2] ** 2 - X[:, 3]).astype(np.float32)
XV, YV = X[-512:], Y[-512:]


def main():
    model = Net()
    tx = optax.adam(3e-3)
    params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
    opt_state = tx.init(params)
    mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(
        save_interval_steps=100, max_to_keep=3, create=True))

    latest = mngr.latest_step()
    if latest is not None:
        target = {"params": params, "opt_state": opt_state}
        restored = mngr.restore(latest, args=ocp.args.StandardRestore(target))
        params, opt_state = restored["params"], restored["opt_state"]
        log.info("resumed from %s/%d", CKPT, latest)
    else:
        log.info("no checkpoint found, starting from scratch")

    @jax.jit
    def step_fn(params, opt_state, x, y):
        loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - y) ** 2))(params)
        upd, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss

    eval_fn = jax.jit(lambda p: jnp.mean((model.apply({"params": p}, XV) - YV) ** 2))

    for step in range(1, TOTAL_STEPS + 1):
        idx = np.random.default_rng(step).integers(0, 3584, 128)
        params, opt_state, loss = step_fn(params, opt_state, X[idx], Y[idx])
        if step % 100 == 0:
            mngr.save(step, args=ocp.args.StandardSave({"params": params, "opt_state": opt_state}))
            log.info("step %d train_mse %.5f val_mse %.5f | checkpoint step %d", step, loss, eval_fn(params), step)
        if step == STEP_BUDGET:
            mngr.wait_until_finished()
            log.warning("wall-time budget reached after %d steps in this attempt, exiting for requeue", step)
            sys.exit(3)
    mngr.wait_until_finished()
    log.info("training finished; checkpoints on disk: %s", mngr.all_steps())
    final = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore({"params": params, "opt_state": opt_state}))
    log.info("latest checkpoint step %d val_mse %.5f (in-memory model val_mse %.5f)",
             mngr.latest_step(), eval_fn(final["params"]), eval_fn(params))
    mngr.close()


def requeue_wrapper():
    for attempt in range(1, MAX_ATTEMPTS + 1):
        print(f"=== attempt {attempt}/{MAX_ATTEMPTS}: {sys.executable} {__file__} --job", flush=True)
        rc = subprocess.call([sys.executable, __file__, "--job"])
        print(f"=== attempt {attempt} exited with {rc}", flush=True)
        if rc == 0:
            return
    print(f"=== giving up after {MAX_ATTEMPTS} attempts", flush=True)


if __name__ == "__main__":
    if "--job" in sys.argv:
        main()
    else:
        requeue_wrapper()
