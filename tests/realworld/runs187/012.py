"""Time-series forecaster (1D conv + GRU-free MLP head) with Orbax CheckpointManager:
keep the 2 best checkpoints by val_loss, then restore the best one for the final test."""
import os
import shutil
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

CKPT = os.path.abspath(os.path.join(os.path.dirname(__file__), "ckpt_012"))
WIN, HORIZON = 48, 8


def make_series(n, rng):
    t = np.arange(n + WIN + HORIZON)
    s = np.sin(2 * np.pi * t / 24) + 0.5 * np.sin(2 * np.pi * t / 168) + 0.1 * rng.normal(size=t.shape)
    x = np.stack([s[i:i + WIN] for i in range(n)])[..., None].astype(np.float32)
    y = np.stack([s[i + WIN:i + WIN + HORIZON] for i in range(n)]).astype(np.float32)
    return x, y


class Forecaster(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Conv(32, (5,))(x))
        x = nn.gelu(nn.Conv(32, (5,), strides=(2,))(x))
        x = x.reshape(x.shape[0], -1)
        x = nn.gelu(nn.Dense(128)(x))
        return nn.Dense(HORIZON)(x)


def main():
    shutil.rmtree(CKPT, ignore_errors=True)
    rng = np.random.default_rng(0)
    x, y = make_series(3000, rng)
    xtr, ytr, xva, yva, xte, yte = x[:2200], y[:2200], x[2200:2600], y[2200:2600], x[2600:], y[2600:]
    model = Forecaster()
    params = model.init(jax.random.key(0), xtr[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    options = ocp.CheckpointManagerOptions(max_to_keep=2, best_fn=lambda m: m["val_loss"], best_mode="min")
    mngr = ocp.CheckpointManager(CKPT, options=options)

    def mse(p, xb, yb):
        return jnp.mean((model.apply({"params": p}, xb) - yb) ** 2)

    @jax.jit
    def train_step(state, xb, yb):
        loss, g = jax.value_and_grad(mse)(state.params, xb, yb)
        return state.apply_gradients(grads=g), loss

    eval_fn = jax.jit(mse)
    for epoch in range(1, 7):
        perm = rng.permutation(len(xtr))
        tl = []
        for i in range(0, len(xtr), 64):
            idx = perm[i:i + 64]
            state, loss = train_step(state, xtr[idx], ytr[idx])
            tl.append(float(loss))
        vl = float(eval_fn(state.params, xva, yva))
        mngr.save(epoch, args=ocp.args.StandardSave({"params": state.params, "opt_state": state.opt_state}),
                  metrics={"val_loss": vl})
        print(f"epoch {epoch:2d} | train_mse {np.mean(tl):.5f} | val_mse {vl:.5f}", flush=True)
    mngr.wait_until_finished()
    best = mngr.best_step()
    print(f"kept checkpoints: {mngr.all_steps()}  best: {best}")
    target = {"params": state.params, "opt_state": state.opt_state}
    restored = mngr.restore(best, args=ocp.args.StandardRestore(jax.tree.map(ocp.utils.to_shape_dtype_struct, target)))
    print(f"test_mse (best checkpoint, epoch {best}): {float(eval_fn(restored['params'], xte, yte)):.5f}")
    mngr.close()


if __name__ == "__main__":
    main()
