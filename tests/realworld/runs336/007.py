# Port of a torch image-classification loop (loss.backward(); optimizer.step()) to Flax linen + TrainState.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
from flax.training import train_state
import optax

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.reshape(x.shape[0], -1)
        return nn.Dense(4)(x)

def make_data(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 4, n).astype(np.int32)
    x = r.normal(0, 1, (n, 12, 12, 1)).astype(np.float32)
    for i, c in enumerate(y):           # class = which quadrant is bright
        qr, qc = divmod(int(c), 2)
        x[i, qr * 6:(qr + 1) * 6, qc * 6:(qc + 1) * 6] += 1.5
    return x, y

def batches(x, y, bs, rng):
    idx = rng.permutation(len(x))
    for i in range(0, len(x), bs):
        yield x[idx[i:i + bs]], y[idx[i:i + bs]]

model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 12, 12, 1)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.05, momentum=0.9))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    state.apply_gradients(grads=grads)          # optimizer.step()
    return loss

@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params}, x)
    return (logits.argmax(-1) == y).mean()

xtr, ytr = make_data(4000, 0)
xva, yva = make_data(1000, 1)
rng = np.random.default_rng(0)
for epoch in range(1, 6):
    losses = []
    for x, y in batches(xtr, ytr, 64, rng):
        losses.append(float(train_step(state, x, y)))
    acc = float(eval_step(state, xva, yva))
    print(f"epoch {epoch}/5 train_loss {np.mean(losses):.4f} val_acc {acc:.4f} step {int(state.step)}")
