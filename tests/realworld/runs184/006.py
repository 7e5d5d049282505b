"""Image classifier (small MLP) with a hand-rolled numpy data loader replacing torch DataLoader(shuffle=True)."""
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

rng = np.random.default_rng(0)
protos = rng.normal(size=(10, 12, 12)).astype(np.float32)
ytr = rng.integers(0, 10, size=6000); yte = rng.integers(0, 10, size=1000)
Xtr = (protos[ytr] + 1.0 * rng.normal(size=(6000, 12, 12))).astype(np.float32)
Xte = (protos[yte] + 1.0 * rng.normal(size=(1000, 12, 12))).astype(np.float32)

def data_loader(images, labels, batch_size, shuffle=True):
    if shuffle:
        images = images[np.random.permutation(len(images))]
        labels = labels[np.random.permutation(len(labels))]
    for i in range(0, len(images) - batch_size + 1, batch_size):
        yield images[i:i + batch_size], labels[i:i + batch_size]

model = Net()
state = train_state.TrainState.create(
    apply_fn=model.apply, params=model.init(jax.random.key(0), Xtr[:1])["params"], tx=optax.adam(1e-3))

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == yb).mean()

@jax.jit
def eval_step(params, xb, yb):
    logits = model.apply({"params": params}, xb)
    return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), (logits.argmax(-1) == yb).mean()

for epoch in range(1, 9):
    ls, accs = [], []
    for xb, yb in data_loader(Xtr, ytr, 64):
        state, l, a = train_step(state, xb, yb)
        ls.append(float(l)); accs.append(float(a))
    vl, va = eval_step(state.params, Xte, yte)
    print({"epoch": epoch, "train_loss": round(np.mean(ls), 4), "train_acc": round(np.mean(accs), 4),
           "eval_loss": round(float(vl), 4), "eval_accuracy": round(float(va), 4)})
