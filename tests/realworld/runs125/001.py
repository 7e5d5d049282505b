"""Tabular regression MLP ported from a PyTorch script (linear warmup + cosine lr, tracked by a global step)."""
import math
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

BASE_LR = 3e-3
WARMUP_STEPS = 50
TOTAL_STEPS = 400
global_step = 0          # PyTorch habit: scheduler.step() bumps a counter


def lr_at(step):
    if step < WARMUP_STEPS:
        return BASE_LR * step / WARMUP_STEPS
    p = (step - WARMUP_STEPS) / (TOTAL_STEPS - WARMUP_STEPS)
    return 0.5 * BASE_LR * (1 + math.cos(math.pi * p))


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(1)(x)[:, 0]


rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 12)).astype(np.float32)
w_true = rng.normal(size=(12,)).astype(np.float32)
y = (X @ w_true + 0.3 * np.sin(X[:, 0] * 3)).astype(np.float32)

model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:2])
tx = optax.scale_by_adam()
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, xb, yb):
    global global_step
    loss, grads = jax.value_and_grad(lambda p: optax.losses.l2_loss(model.apply(p, xb), yb).mean())(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    lr = lr_at(global_step)
    global_step += 1
    updates = jax.tree.map(lambda u: -lr * u, updates)
    return optax.apply_updates(params, updates), opt_state, loss


bs = 64
steps_per_epoch = len(X) // bs
for epoch in range(1, 13):
    perm = rng.permutation(len(X))
    losses = []
    for i in range(steps_per_epoch):
        idx = perm[i * bs:(i + 1) * bs]
        params, opt_state, loss = train_step(params, opt_state, X[idx], y[idx])
        losses.append(float(loss))
    print(f"epoch {epoch:02d} | step {epoch * steps_per_epoch:4d} | lr {lr_at(global_step):.2e} | train_loss {np.mean(losses):.4f}")
