"""Regression MLP with Orbax CheckpointManager and auto-resume.
The run in this log resumes from checkpoints written before `grad_clip` was added to the config."""
import os, sys
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

CFG = {"lr": 1e-3, "weight_decay": 1e-4, "grad_clip": float(os.environ.get("GRAD_CLIP", "1.0")),
       "epochs": int(os.environ.get("EPOCHS", "6")), "ckpt_dir": "/home/user/project/ckpt_005"}

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(64)(x))
        x = nn.gelu(nn.Dense(64)(x))
        return nn.Dense(1)(x)[:, 0]

def make_tx(cfg):
    parts = []
    if cfg["grad_clip"] > 0:
        parts.append(optax.clip_by_global_norm(cfg["grad_clip"]))
    parts.append(optax.adamw(cfg["lr"], weight_decay=cfg["weight_decay"]))
    return optax.chain(*parts)

def main():
    print("config:", CFG)
    rng = np.random.default_rng(0)
    x = rng.normal(size=(2048, 8)).astype(np.float32)
    y = (np.sin(x[:, 0]) + x[:, 1] * x[:, 2]).astype(np.float32)
    model = MLP()
    params = model.init(jax.random.key(0), x[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=make_tx(CFG))
    mngr = ocp.CheckpointManager(CFG["ckpt_dir"], options=ocp.CheckpointManagerOptions(max_to_keep=2))
    start = 0
    if mngr.latest_step() is not None:
        step = mngr.latest_step()
        print(f"resuming from checkpoint step {step} in {CFG['ckpt_dir']}")
        state = mngr.restore(step, args=ocp.args.StandardRestore(state))
        start = step + 1

    @jax.jit
    def train_step(state, xb, yb):
        def loss_fn(p):
            return jnp.mean((state.apply_fn({"params": p}, xb) - yb) ** 2)
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for epoch in range(start, CFG["epochs"]):
        losses = []
        for i in range(0, len(x), 64):
            state, loss = train_step(state, x[i:i + 64], y[i:i + 64])
            losses.append(float(loss))
        print(f"epoch {epoch} | mse {np.mean(losses):.4f}")
        mngr.save(epoch, args=ocp.args.StandardSave(state))
    mngr.wait_until_finished()
    print("done")

if __name__ == "__main__":
    main()
