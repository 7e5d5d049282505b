# Healthy: MLP classifier with Optax AdamW, Orbax CheckpointManager save + restore, eval after restore.
import os, shutil, numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
import orbax.checkpoint as ocp

rng = np.random.default_rng(0)
W = rng.normal(size=(20, 4))
X = rng.normal(size=(3000, 20)).astype(np.float32)
Y = (X @ W).argmax(1)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.gelu(nn.Dense(128)(x))
        return nn.Dense(4)(x)

def loader(bs, seed):
    p = np.random.default_rng(seed).permutation(2400)
    for i in range(0, 2400 - bs + 1, bs):
        yield X[p[i:i+bs]], Y[p[i:i+bs]]

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 20)))['params']
tx = optax.adamw(1e-3, weight_decay=1e-4)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply({'params': p}, x), y).mean())(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

@jax.jit
def evaluate(params):
    logits = model.apply({'params': params}, X[2400:])
    return optax.softmax_cross_entropy_with_integer_labels(logits, Y[2400:]).mean(), (logits.argmax(-1) == Y[2400:]).mean()

ckpt_dir = os.path.abspath('ckpt_011'); shutil.rmtree(ckpt_dir, ignore_errors=True)
mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2))
step = 0
for epoch in range(6):
    losses = []
    for xb, yb in loader(64, epoch):
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        losses.append(float(loss)); step += 1
    vl, va = evaluate(params)
    print(f"epoch {epoch} step {step} train_loss {np.mean(losses):.4f} val_loss {float(vl):.4f} val_acc {float(va):.4f}")
    mngr.save(step, args=ocp.args.StandardSave(params))
mngr.wait_until_finished()
print("checkpoints:", mngr.all_steps())
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(jax.eval_shape(lambda: params)))
vl, va = evaluate(restored)
print(f"restored step {mngr.latest_step()} val_loss {float(vl):.4f} val_acc {float(va):.4f}")
