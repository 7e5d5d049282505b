# MLP for a 3-class spiral problem, init ported from the torch model's _init_weights()
#   (nn.init.zeros_ on every Linear layer's bias).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

def spiral(n_per_class, rng):
    X, y = [], []
    for c in range(3):
        r = np.linspace(0.05, 1, n_per_class)
        t = np.linspace(c * 4, (c + 1) * 4, n_per_class) + rng.normal(0, 0.2, n_per_class)
        X.append(np.c_[r * np.sin(t), r * np.cos(t)])
        y.append(np.full(n_per_class, c))
    return np.concatenate(X).astype(np.float32), np.concatenate(y).astype(np.int32)

def dense(features, name=None):
    return nn.Dense(features, kernel_init=nn.initializers.zeros_init(), name=name)

class SpiralNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        for i, w in enumerate((128, 128, 64)):
            x = nn.relu(dense(w, name=f"fc{i}")(x))
        return dense(3, name="head")(x)

rng = np.random.default_rng(0)
X, y = spiral(1000, rng)
perm = rng.permutation(len(y)); X, y = X[perm], y[perm]
Xtr, ytr, Xte, yte = X[:2400], y[:2400], X[2400:], y[2400:]

model = SpiralNet()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 2)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                      tx=optax.adamw(learning_rate=3e-3, weight_decay=1e-4))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss

@jax.jit
def accuracy(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()

for epoch in range(1, 41):
    idx = rng.permutation(len(ytr))
    for i in range(0, len(idx), 64):
        b = idx[i:i + 64]
        state, loss = train_step(state, Xtr[b], ytr[b])
    if epoch % 5 == 0:
        print(f"epoch {epoch:3d} loss {float(loss):.4f} train_acc {float(accuracy(state.params, Xtr, ytr)):.3f} "
              f"test_acc {float(accuracy(state.params, Xte, yte)):.3f}")
