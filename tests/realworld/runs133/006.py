"""Resume training of a small transformer-ish text classifier from the latest Orbax checkpoint.
The run config was edited between the original run and the resume (d_model bumped in config.yaml)."""
import os, shutil
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
import orbax.checkpoint as ocp
from flax.training import train_state

WORKDIR = "/home/user/project/006_workdir"


class TextClassifier(nn.Module):
    vocab: int
    d_model: int
    n_classes: int = 3

    @nn.compact
    def __call__(self, tokens):
        h = nn.Embed(self.vocab, self.d_model, name="tok_embed")(tokens)
        h = h + nn.MultiHeadDotProductAttention(num_heads=4, name="attn")(h)
        h = nn.LayerNorm(name="ln")(h)
        return nn.Dense(self.n_classes, name="cls")(h.mean(1))


def create_state(cfg, key):
    model = TextClassifier(cfg["vocab"], cfg["d_model"])
    params = model.init(key, jnp.zeros((1, cfg["seq_len"]), jnp.int32))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(cfg["lr"]))


def train(cfg, state, mngr, start, end, rng):
    @jax.jit
    def step_fn(state, x, y):
        def lf(p):
            return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
        loss, g = jax.value_and_grad(lf)(state.params)
        return state.apply_gradients(grads=g), loss
    for step in range(start, end):
        x = rng.integers(0, cfg["vocab"], size=(16, cfg["seq_len"])).astype(np.int32)
        y = (x[:, 0] % 3).astype(np.int32)
        state, loss = step_fn(state, x, y)
        if (step + 1) % 10 == 0:
            print(f"step {step + 1} loss={float(loss):.4f}")
            mngr.save(step + 1, args=ocp.args.StandardSave(state))
    mngr.wait_until_finished()
    return state


# ---------- original run (config d_model=64), killed after 30 steps
shutil.rmtree(WORKDIR, ignore_errors=True)
cfg = {"vocab": 500, "d_model": 64, "seq_len": 32, "lr": 3e-4}
mngr = ocp.CheckpointManager(WORKDIR, options=ocp.CheckpointManagerOptions(max_to_keep=3))
state = create_state(cfg, jax.random.PRNGKey(0))
train(cfg, state, mngr, 0, 30, np.random.default_rng(0))
print(f"checkpoints on disk: {mngr.all_steps()}")

# ---------- resume with the edited config (d_model: 128)
cfg = {"vocab": 500, "d_model": 128, "seq_len": 32, "lr": 3e-4}
mngr = ocp.CheckpointManager(WORKDIR, options=ocp.CheckpointManagerOptions(max_to_keep=3))
state = create_state(cfg, jax.random.PRNGKey(0))
latest = mngr.latest_step()
print(f"resuming from step {latest}")
state = mngr.restore(latest, args=ocp.args.StandardRestore(state))
state = train(cfg, state, mngr, latest, latest + 30, np.random.default_rng(1))
