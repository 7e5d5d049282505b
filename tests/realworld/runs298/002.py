# Fine-tune a classifier from a checkpoint saved by the pretraining job
import os, shutil, numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
import orbax.checkpoint as ocp

class MLP(nn.Module):
    hidden: int = 256
    n_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.n_classes)(x)

ckpt_dir = os.path.abspath("ckpt_002")
shutil.rmtree(ckpt_dir, ignore_errors=True)

# --- pretraining job (hidden=512) ---
pre = MLP(hidden=512)
pre_params = pre.init(jax.random.PRNGKey(0), jnp.zeros((1, 64)))
mngr = ocp.CheckpointManager(ckpt_dir)
mngr.save(1000, args=ocp.args.StandardSave(pre_params))
mngr.wait_until_finished()
print("saved pretraining checkpoint at step 1000")

# --- fine-tuning job ---
model = MLP()
mngr = ocp.CheckpointManager(ckpt_dir)
step = mngr.latest_step()
print("restoring step", step)
params = mngr.restore(step, args=ocp.args.StandardRestore())
print("restored", sum(x.size for x in jax.tree_util.tree_leaves(params)), "parameters")

rng = np.random.default_rng(0)
X = rng.standard_normal((512, 64)).astype(np.float32)
Y = (X[:, :10].argmax(1)).astype(np.int32)
tx = optax.adamw(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(3):
    for i in range(0, 512, 64):
        params, opt_state, loss = train_step(params, opt_state, X[i:i+64], Y[i:i+64])
    print(f"epoch {epoch} loss {float(loss):.4f}")
