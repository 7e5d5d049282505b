# Fine-tune a pretrained MLP encoder: restore Orbax checkpoint, then continue training.
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

class Encoder(nn.Module):
    hidden: int
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)

def make_data(n, d=32, seed=0):
    rng = np.random.default_rng(seed)
    centers = rng.normal(size=(10, d)) * 2
    y = rng.integers(0, 10, size=n)
    x = centers[y] + rng.normal(size=(n, d))
    return x.astype(np.float32), y.astype(np.int32)

ckpt_dir = os.path.abspath("ckpt_001")
shutil.rmtree(ckpt_dir, ignore_errors=True)

# --- stage 1: pretraining run (config: hidden_size=256) ---
pre_model = Encoder(hidden=256)
x, y = make_data(2048)
params = pre_model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def pre_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = pre_model.apply({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for step in range(100):
    i = (step * 64) % 2048
    params, opt_state, loss = pre_step(params, opt_state, x[i:i+64], y[i:i+64])
    if step % 25 == 0:
        print(f"pretrain step {step} loss {float(loss):.4f}")
ckptr = ocp.StandardCheckpointer()
ckptr.save(os.path.join(ckpt_dir, "pretrain"), params)
ckptr.wait_until_finished()
print("saved pretrained checkpoint to", ckpt_dir)

# --- stage 2: fine-tune (config ported from HF: hidden_size=128) ---
config = {"hidden_size": 128, "lr": 3e-4, "batch_size": 64, "steps": 100}
model = Encoder(hidden=config["hidden_size"])
init_params = model.init(jax.random.PRNGKey(1), jnp.ones((1, 32)))["params"]
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, init_params)
print("restoring pretrained weights ...")
params = ckptr.restore(os.path.join(ckpt_dir, "pretrain"), abstract)
print("restored", sum(p.size for p in jax.tree_util.tree_leaves(params)), "parameters")
