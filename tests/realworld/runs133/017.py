"""Linear-warmup MLP regression with periodic Orbax checkpoints and resume from the latest step (preemption-safe loop)."""
import os, shutil, logging
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
import orbax.checkpoint as ocp
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s", force=True)
log = logging.getLogger("trainer")
CKPT = "/home/user/project/017_ckpt"
shutil.rmtree(CKPT, ignore_errors=True)


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.silu(nn.Dense(64)(x))
        x = nn.silu(nn.Dense(64)(x))
        return nn.Dense(1)(x)[..., 0]


rng = np.random.default_rng(0)
X = rng.uniform(-2, 2, size=(4096, 4)).astype(np.float32)
Y = (np.sin(X[:, 0]) + X[:, 1] * X[:, 2] - 0.5 * X[:, 3] ** 2).astype(np.float32)

sched = optax.join_schedules([optax.linear_schedule(0.0, 3e-3, 50), optax.cosine_decay_schedule(3e-3, 350)], [50])


def make_state():
    m = MLP()
    return train_state.TrainState.create(apply_fn=m.apply, params=m.init(jax.random.PRNGKey(0), X[:1])["params"],
                                         tx=optax.chain(optax.clip_by_global_norm(1.0), optax.adam(sched)))


@jax.jit
def step_fn(state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((state.apply_fn({"params": p}, xb) - yb) ** 2))(state.params)
    return state.apply_gradients(grads=g), loss


def run(total_steps, stop_at=None):
    mngr = ocp.CheckpointManager(os.path.abspath(CKPT), options=ocp.CheckpointManagerOptions(max_to_keep=2, save_interval_steps=100))
    state = make_state()
    if mngr.latest_step() is not None:
        state = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(state))
        log.info("restored checkpoint at step %d", int(state.step))
    while int(state.step) < total_steps:
        s = int(state.step)
        idx = np.random.default_rng(s).integers(0, len(X), 128)
        state, loss = step_fn(state, X[idx], Y[idx])
        if (s + 1) % 50 == 0:
            log.info("step %d loss %.4f lr %.2e", s + 1, float(loss), float(sched(s)))
        mngr.save(int(state.step), args=ocp.args.StandardSave(state))
        if stop_at is not None and int(state.step) >= stop_at:
            log.info("simulated preemption at step %d", int(state.step))
            break
    mngr.wait_until_finished()
    log.info("checkpoints kept: %s", mngr.all_steps())
    mngr.close()
    return state


run(400, stop_at=200)
state = run(400)
mse = float(jnp.mean((state.apply_fn({"params": state.params}, X) - Y) ** 2))
log.info("final full-data mse %.4f", mse)
