"""Fine-tune a small MLP regressor; ReduceLROnPlateau ported from the PyTorch trainer."""
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

class Regressor(nn.Module):
    hidden: int = 64
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)[:, 0]

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 13)).astype(np.float32)
w_true = rng.normal(size=(13,)).astype(np.float32)
y = (X @ w_true + 0.3 * np.sin(X[:, 0] * 3) + 0.05 * rng.normal(size=2048)).astype(np.float32)
Xtr, ytr, Xva, yva = X[:1792], y[:1792], X[1792:], y[1792:]

cfg = dict(lr=3e-3, batch_size=128, epochs=6, patience=1, factor=0.5)
model = Regressor()
params = model.init(jax.random.key(0), jnp.ones((1, 13)))["params"]
# inject_hyperparams so the LR can be changed between epochs (like optimizer.param_groups in torch)
tx = optax.inject_hyperparams(optax.adam)(learning_rate=cfg["lr"])
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        pred = state.apply_fn({"params": p}, xb)
        return jnp.mean((pred - yb) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss

@jax.jit
def eval_step(params, xb, yb):
    return jnp.mean((model.apply({"params": params}, xb) - yb) ** 2)

best, bad = float("inf"), 0
for epoch in range(1, cfg["epochs"] + 1):
    perm = rng.permutation(len(Xtr))
    losses = []
    for i in range(0, len(Xtr), cfg["batch_size"]):
        idx = perm[i:i + cfg["batch_size"]]
        state, loss = train_step(state, Xtr[idx], ytr[idx])
        losses.append(float(loss))
    val = float(eval_step(state.params, Xva, yva))
    print(f"epoch {epoch} train_mse={np.mean(losses):.4f} val_mse={val:.4f}")
    if val < best - 1e-4:
        best, bad = val, 0
    else:
        bad += 1
    # ReduceLROnPlateau (torch: for g in optimizer.param_groups: g['lr'] *= factor)
    if bad > cfg["patience"] or epoch == 3:
        old = state.opt_state.hyperparams["lr"]
        state.opt_state.hyperparams["lr"] = old * cfg["factor"]
        print(f"reducing lr {old} -> {old * cfg['factor']}")
        bad = 0
print("done, best val_mse", best)
