# Flax port of a PyTorch MLP classifier with AdamW + warmup-cosine schedule and a validation loop.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

rng = np.random.default_rng(0)
centers = rng.normal(size=(10, 64)) * 1.2
def make(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 10, n)
    return (centers[y] + r.normal(size=(n, 64))).astype(np.float32), y.astype(np.int32)
xtr, ytr = make(8000, 1)
xva, yva = make(2000, 2)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

EPOCHS, BS = 5, 128
steps = EPOCHS * (len(xtr) // BS)
sched = optax.warmup_cosine_decay_schedule(0.0, 2e-3, warmup_steps=50, decay_steps=steps)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=0.01))
model = MLP()
params = model.init(jax.random.PRNGKey(0), xtr[:1], train=False)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb, key):
    def loss_fn(p):
        logits = model.apply(p, xb, train=True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

@jax.jit
def eval_step(params, xb, yb):
    logits = model.apply(params, xb, train=False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), (logits.argmax(-1) == yb).mean()

key = jax.random.PRNGKey(1)
gstep = 0
for epoch in range(EPOCHS):
    perm = np.random.default_rng(epoch).permutation(len(xtr))
    losses = []
    for i in range(0, len(xtr) - BS + 1, BS):
        b = perm[i:i+BS]
        key, sub = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, xtr[b], ytr[b], sub)
        losses.append(float(loss)); gstep += 1
        if gstep % 20 == 0:
            print(f"epoch {epoch} step {gstep} loss {float(loss):.4f} lr {float(sched(gstep)):.6f}")
    vl, va = eval_step(params, xva, yva)
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_loss {float(vl):.4f} val_acc {float(va):.4f}")
