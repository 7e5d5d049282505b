"""Linear-probe / head-only fine-tuning of a pretrained encoder (freeze backbone with optax.multi_transform)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax import traverse_util
from flax.training import train_state

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.LayerNorm()(x)
        return nn.gelu(nn.Dense(128)(x))

class SequenceClassifier(nn.Module):
    num_labels: int = 5
    def setup(self):
        self.encoder = Encoder()
        self.dropout = nn.Dropout(0.1)
        self.classifier = nn.Dense(self.num_labels)
    def __call__(self, x, train=False):
        h = self.encoder(x)
        return self.classifier(self.dropout(h, deterministic=not train))

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 48)).astype(np.float32)
Wt = rng.normal(size=(48, 5)).astype(np.float32)
Y = (np.tanh(X) @ Wt).argmax(-1)
Xtr, Ytr, Xva, Yva = X[:3584], Y[:3584], X[3584:], Y[3584:]

model = SequenceClassifier()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 48)))["params"]

# only train the task head, keep the backbone frozen
def label_fn(params):
    flat = traverse_util.flatten_dict(params)
    return traverse_util.unflatten_dict(
        {k: ("trainable" if "head" in k else "frozen") for k in flat})

tx = optax.multi_transform(
    {"trainable": optax.adam(1e-2), "frozen": optax.set_to_zero()}, label_fn)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
print("trainable/frozen leaves:", jax.tree_util.tree_leaves(label_fn(params)).count("trainable"),
      jax.tree_util.tree_leaves(label_fn(params)).count("frozen"))

@jax.jit
def train_step(state, x, y, key):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

@jax.jit
def evaluate(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()

key = jax.random.PRNGKey(42)
for epoch in range(6):
    perm = rng.permutation(len(Xtr))
    tot = 0.0
    n = 0
    for i in range(0, len(Xtr), 64):
        key, sub = jax.random.split(key)
        idx = perm[i:i + 64]
        state, loss = train_step(state, Xtr[idx], Ytr[idx], sub)
        tot += float(loss); n += 1
    print(f"epoch {epoch} train_loss {tot / n:.4f} val_acc {float(evaluate(state.params, Xva, Yva)):.4f}")
