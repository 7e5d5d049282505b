# Regression MLP on a synthetic tabular dataset; optimizer built as an optax chain
# (clip -> adam -> weight decay -> lr) to mirror torch clip_grad_norm_ + AdamW.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.gelu(nn.Dense(128)(x))
        return nn.Dense(1)(x).squeeze(-1)

r = np.random.default_rng(0)
X = r.normal(size=(8192, 20)).astype(np.float32)
wt = r.normal(size=(20,)).astype(np.float32)
Y = (np.sin(X @ wt) + 0.1 * (X[:, :3] ** 2).sum(1) + 0.05 * r.normal(size=8192)).astype(np.float32)
Xtr, Ytr, Xva, Yva = X[:7168], Y[:7168], X[7168:], Y[7168:]

lr = 1e-3
schedule = optax.warmup_cosine_decay_schedule(0.0, lr, warmup_steps=100, decay_steps=1120)
tx = optax.chain(
    optax.clip_by_global_norm(1.0),
    optax.scale_by_adam(b1=0.9, b2=0.999, eps=1e-8),
    optax.add_decayed_weights(0.01),
    optax.scale_by_schedule(schedule),
)

model = Regressor()
params = model.init(jax.random.key(0), Xtr[:1])["params"]
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def lf(p):
        return jnp.mean((model.apply({"params": p}, x) - y) ** 2)
    loss, g = jax.value_and_grad(lf)(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

@jax.jit
def val_loss(params):
    return jnp.mean((model.apply({"params": params}, Xva) - Yva) ** 2)

step = 0
for epoch in range(10):
    perm = r.permutation(len(Xtr))
    losses = []
    for i in range(0, len(Xtr), 64):
        j = perm[i:i + 64]
        params, opt_state, loss = train_step(params, opt_state, Xtr[j], Ytr[j])
        losses.append(float(loss)); step += 1
    print(f"epoch {epoch:2d} step {step:5d} lr {float(schedule(step)):.2e} train_mse {np.mean(losses):.4f} val_mse {float(val_loss(params)):.4f}")
