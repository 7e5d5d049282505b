# Flax linen classifier with Dropout, TrainState loop; eval step copied from train step
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

class MLP(nn.Module):
    hidden: int = 128
    n_classes: int = 10
    @nn.compact
    def __call__(self, x, training: bool):
        x = nn.Dense(self.hidden)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.3, deterministic=not training)(x)
        x = nn.Dense(self.hidden)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.3, deterministic=not training)(x)
        return nn.Dense(self.n_classes)(x)

rng = np.random.default_rng(0)
W = rng.normal(size=(64, 10))
X = rng.normal(size=(2048, 64)).astype(np.float32)
Y = (X @ W).argmax(-1)
Xtr, Ytr, Xva, Yva = X[:1792], Y[:1792], X[1792:], Y[1792:]

model = MLP()
key = jax.random.PRNGKey(0)
params = model.init(key, jnp.ones((1, 64)), training=False)["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y, dropout_key):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, training=True, rngs={"dropout": dropout_key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss

@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params}, x, training=True)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, (logits.argmax(-1) == y).mean()

BS = 64
for epoch in range(1, 4):
    perm = rng.permutation(len(Xtr))
    losses = []
    for i in range(0, len(Xtr), BS):
        idx = perm[i:i + BS]
        key, dk = jax.random.split(key)
        state, loss = train_step(state, Xtr[idx], Ytr[idx], dk)
        losses.append(float(loss))
        if (i // BS) % 10 == 0:
            print(f"epoch {epoch} step {i // BS:3d} loss {float(loss):.4f}")
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f}")
    val_loss, val_acc = eval_step(state, Xva, Yva)
    print(f"epoch {epoch} val_loss {float(val_loss):.4f} val_acc {float(val_acc):.3f}")
