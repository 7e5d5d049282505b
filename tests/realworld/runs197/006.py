"""Churn prediction MLP (linen). Data loaded and shuffled with numpy before train/val split."""
import logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s churn: %(message)s")
log = logging.getLogger()

rng = np.random.default_rng(7)
N, D = 6000, 20
w_true = rng.normal(size=D)
X = rng.normal(size=(N, D)).astype(np.float32)
y = (X @ w_true + 0.5 * rng.normal(size=N) > 0).astype(np.int32)

# shuffle before splitting
X = X[rng.permutation(N)]
y = y[rng.permutation(N)]
split = int(0.8 * N)
Xtr, ytr, Xva, yva = X[:split], y[:split], X[split:], y[split:]
mu, sd = Xtr.mean(0), Xtr.std(0) + 1e-6
Xtr, Xva = (Xtr - mu) / sd, (Xva - mu) / sd
log.info("train %s val %s positive rate %.3f", Xtr.shape, Xva.shape, ytr.mean())

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x)); x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(2)(x)

model = Net()
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), Xtr[:1])["params"],
                                      tx=optax.adam(1e-3))

@jax.jit
def step(state, x, yb):
    def lf(p):
        lg = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(lg, yb).mean(), lg
    (l, lg), g = jax.value_and_grad(lf, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), l, (lg.argmax(-1) == yb).mean()

@jax.jit
def evaluate(params, x, yb):
    lg = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(lg, yb).mean(), (lg.argmax(-1) == yb).mean()

for epoch in range(1, 9):
    ls, acs = [], []
    for i in range(0, split, 128):
        state, l, a = step(state, Xtr[i:i+128], ytr[i:i+128]); ls.append(l); acs.append(a)
    vl, va = evaluate(state.params, Xva, yva)
    log.info("epoch %d train_loss=%.4f train_acc=%.4f val_loss=%.4f val_acc=%.4f", epoch,
             float(np.mean(ls)), float(np.mean(acs)), float(vl), float(va))
