"""Resume fine-tuning of a text classifier from a msgpack checkpoint (flax.serialization) written by the
pre-training run. The fine-tune config bumped hidden size 256 -> 384 but still points at the old file."""
import os
import jax, jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax import serialization

CKPT = "/home/user/project/pretrain_004.msgpack"

class Encoder(nn.Module):
    vocab: int
    hidden: int
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(self.vocab, self.hidden, name="tok_emb")(ids).mean(1)
        h = nn.relu(nn.Dense(self.hidden, name="proj")(h))
        h = nn.relu(nn.Dense(self.hidden, name="proj2")(h))
        return nn.Dense(2, name="head")(h)

ids = jnp.zeros((2, 16), jnp.int32)
# ---- the pre-training job wrote this file ----
pre = Encoder(vocab=1000, hidden=256)
with open(CKPT, "wb") as f:
    f.write(serialization.to_bytes(pre.init(jax.random.PRNGKey(0), ids)["params"]))
print(f"[pretrain] wrote {CKPT} ({os.path.getsize(CKPT)/1e6:.2f} MB)")

# ---- fine-tuning job ----
cfg = {"vocab": 1000, "hidden": 384, "lr": 5e-4, "epochs": 2, "init_from": CKPT}
model = Encoder(vocab=cfg["vocab"], hidden=cfg["hidden"])
target = model.init(jax.random.PRNGKey(1), ids)["params"]
with open(cfg["init_from"], "rb") as f:
    params = serialization.from_bytes(target, f.read())
print(f"[finetune] loaded initial weights from {cfg['init_from']}")

rng = np.random.default_rng(0)
X = rng.integers(0, cfg["vocab"], size=(512, 16)).astype(np.int32)
Y = (X[:, 0] % 2).astype(np.int32)
tx = optax.adamw(cfg["lr"]); opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

for epoch in range(cfg["epochs"]):
    for i in range(0, 512, 32):
        params, opt_state, loss = step(params, opt_state, X[i:i+32], Y[i:i+32])
    print(f"[finetune] epoch {epoch} loss {float(loss):.4f}")
