"""Data-parallel Flax linen MLP regression on 4 host devices with NamedSharding + Orbax checkpoints."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")

import logging
import shutil

import jax
import jax.numpy as jnp
import numpy as np
import optax
import orbax.checkpoint as ocp
import flax.linen as nn
from flax.training import train_state
from jax.sharding import NamedSharding, PartitionSpec as P

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s %(name)s - %(message)s", force=True)
log = logging.getLogger("dp_regress")

CKPT_DIR = "/home/user/project/ckpt_003"


class MLP(nn.Module):
    hidden: int = 128

    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(self.hidden)(x))
        x = nn.LayerNorm()(x)
        x = nn.gelu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)[:, 0]


def make_data(n, d=16, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = np.random.default_rng(1234).normal(size=(d,)).astype(np.float32)
    y = np.sin(x @ w / 2) + 0.1 * (x[:, 0] ** 2) + 0.05 * rng.normal(size=n)
    return x, y.astype(np.float32)


def main():
    mesh = jax.make_mesh((jax.device_count(),), ("data",))
    log.info("jax %s, %d devices, mesh=%s", jax.__version__, jax.device_count(), dict(mesh.shape))
    data_sh = NamedSharding(mesh, P("data"))
    repl = NamedSharding(mesh, P())

    x_tr, y_tr = make_data(4096, seed=0)
    x_va, y_va = make_data(512, seed=1)
    model = MLP()
    params = model.init(jax.random.key(0), jnp.ones((1, 16)))["params"]
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=50, decay_steps=640, end_value=1e-4)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched)))
    state = jax.device_put(state, repl)

    @jax.jit
    def train_step(state, x, y):
        def loss_fn(p):
            pred = state.apply_fn({"params": p}, x)
            return jnp.mean((pred - y) ** 2)
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    @jax.jit
    def eval_step(params, x, y):
        return jnp.mean((model.apply({"params": params}, x) - y) ** 2)

    shutil.rmtree(CKPT_DIR, ignore_errors=True)
    mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2))
    bs = 128
    rng = np.random.default_rng(0)
    step = 0
    for epoch in range(1, 6):
        perm = rng.permutation(len(x_tr))
        tot = 0.0
        nb = 0
        for i in range(0, len(perm), bs):
            idx = perm[i:i + bs]
            xb = jax.device_put(x_tr[idx], data_sh)
            yb = jax.device_put(y_tr[idx], data_sh)
            state, loss = train_step(state, xb, yb)
            tot += float(loss); nb += 1; step += 1
        val = float(eval_step(state.params, jax.device_put(x_va, data_sh), jax.device_put(y_va, data_sh)))
        log.info("epoch %d step %d train_mse=%.4f val_mse=%.4f lr=%.2e", epoch, step, tot / nb, val, float(sched(step)))
        mngr.save(step, args=ocp.args.StandardSave(state.params))
    mngr.wait_until_finished()
    log.info("checkpoints on disk: %s", mngr.all_steps())
    restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(state.params))
    val = float(eval_step(restored, jax.device_put(x_va, data_sh), jax.device_put(y_va, data_sh)))
    log.info("restored step %d val_mse=%.4f", mngr.latest_step(), val)
    mngr.close()


if __name__ == "__main__":
    main()
