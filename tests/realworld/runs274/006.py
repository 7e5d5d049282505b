# Linear-probe fine-tuning: freeze the backbone, train only the classifier (as in the PyTorch recipe
# where backbone params had requires_grad=False). Optimiser partitioned with optax.multi_transform.
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state
from flax import traverse_util

class Backbone(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        return x.mean(axis=(1, 2))

class Net(nn.Module):
    num_classes: int = 10
    def setup(self):
        self.backbone = Backbone()
        self.head = nn.Dense(self.num_classes)
    def __call__(self, x):
        return self.head(self.backbone(x))

def make_dataset(n, seed):
    rng = np.random.default_rng(seed)
    protos = np.random.default_rng(123).normal(size=(10, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 10, n)
    x = protos[y] + 0.5 * rng.normal(size=(n, 16, 16, 1)).astype(np.float32)
    return x, y

def loader(x, y, bs, rng):
    idx = rng.permutation(len(x))
    for i in range(0, len(x) - bs + 1, bs):
        j = idx[i:i + bs]
        yield x[j], y[j]

xtr, ytr = make_dataset(4096, 0)
xte, yte = make_dataset(1024, 1)
model = Net()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))["params"]

def label_fn(params):
    flat = traverse_util.flatten_dict(params)
    return traverse_util.unflatten_dict(
        {k: ("trainable" if "classifier" in "/".join(k) else "frozen") for k in flat})

tx = optax.multi_transform({"trainable": optax.adam(1e-3), "frozen": optax.set_to_zero()},
                           label_fn)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

@jax.jit
def eval_acc(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()

rng = np.random.default_rng(0)
for epoch in range(5):
    losses = []
    for x, y in loader(xtr, ytr, 64, rng):
        state, loss = train_step(state, x, y)
        losses.append(float(loss))
    acc = float(eval_acc(state.params, xte, yte))
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} (last {losses[-1]:.4f}) val_acc {acc:.4f}")
