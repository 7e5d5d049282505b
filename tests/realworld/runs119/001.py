# Tabular classifier: Flax linen MLP + optax adamw, trained with a TrainState.
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 20)).astype(np.float32)
w_true = rng.normal(size=(20, 3))
y = np.argmax(X @ w_true + 0.1 * rng.normal(size=(2048, 3)), axis=1).astype(np.int32)
Xtr, ytr, Xva, yva = X[:1792], y[:1792], X[1792:], y[1792:]

class MLP(nn.Module):
    hidden: int = 64
    n_cls: int = 3
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.n_cls)(x)

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 20)))["params"]
tx = optax.adamw(learning_rate=1e-3, weight_decay=1e-4)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss

@jax.jit
def eval_acc(params, xb, yb):
    return (jnp.argmax(model.apply({"params": params}, xb), -1) == yb).mean()

BS = 64
for epoch in range(1, 6):
    t0 = time.time()
    perm = rng.permutation(len(Xtr))
    losses = []
    for i in range(0, len(Xtr), BS):
        idx = perm[i:i + BS]
        state, loss = train_step(state, Xtr[idx], ytr[idx])
        losses.append(float(loss))
    acc = float(eval_acc(state.params, Xva, yva))
    print(f"epoch {epoch}/5 - train_loss {np.mean(losses):.4f} - val_acc {acc:.4f} - {time.time()-t0:.1f}s")
print("training finished")
