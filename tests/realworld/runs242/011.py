"""Regression MLP trained with Flax/Optax, checkpointed every epoch with Orbax CheckpointManager,
then reloaded and evaluated (sanity check of the resume path)."""
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

FEAT = 12
CKPT_DIR = os.path.abspath("ckpt_011")


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.silu(nn.Dense(128)(x))
        x = nn.silu(nn.Dense(128)(x))
        return nn.Dense(1)(x).squeeze(-1)


def main():
    shutil.rmtree(CKPT_DIR, ignore_errors=True)
    rng = np.random.default_rng(0)
    w = rng.normal(size=FEAT)
    x = rng.normal(size=(10000, FEAT)).astype(np.float32)
    y = (np.sin(x @ w / 2) + 0.3 * x[:, 0] ** 2).astype(np.float32)
    xva, yva = x[-1000:], y[-1000:]
    x, y = x[:-1000], y[:-1000]
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
    steps_per_epoch = len(x) // 100
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, steps_per_epoch, steps_per_epoch * 12, 1e-5)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=1e-4))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=3))

    @jax.jit
    def step(state, bx, by):
        def loss_fn(p):
            return jnp.mean((state.apply_fn({"params": p}, bx) - by) ** 2)
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    @jax.jit
    def evaluate(params):
        return jnp.mean((model.apply({"params": params}, xva) - yva) ** 2)

    for epoch in range(12):
        perm = rng.permutation(len(x))
        ls = []
        for i in range(0, len(x) - 100 + 1, 100):
            b = perm[i:i + 100]
            state, loss = step(state, x[b], y[b])
            ls.append(float(loss))
        print(f"epoch {epoch} train_mse {np.mean(ls):.4f} val_mse {float(evaluate(state.params)):.4f} lr {float(sched(state.step)):.2e}")
        mngr.save(epoch, args=ocp.args.StandardSave(state))
    mngr.wait_until_finished()

    abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, state)
    restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
    print(f"restored step {int(restored.step)} from {CKPT_DIR}; val_mse {float(evaluate(restored.params)):.4f}")


if __name__ == "__main__":
    main()
