"""Fine-tune classifier from a pretrained Flax checkpoint (msgpack)."""
import os
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
from flax import serialization
from flax.training import train_state
import optax

rng = np.random.default_rng(0)

class MLPv1(nn.Module):  # model as it was when the checkpoint was exported
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

class Classifier(nn.Module):
    hidden: int = 128
    num_classes: int = 10
    def setup(self):
        self.fc1 = nn.Dense(self.hidden)
        self.fc2 = nn.Dense(self.hidden)
        self.classifier = nn.Dense(self.num_classes)
    def __call__(self, x):
        x = nn.relu(self.fc1(x))
        x = nn.relu(self.fc2(x))
        return self.classifier(x)

CKPT = "pretrained_mlp.msgpack"
if not os.path.exists(CKPT):
    v = MLPv1().init(jax.random.PRNGKey(1), jnp.ones((1, 32)))
    with open(CKPT, "wb") as f:
        f.write(serialization.to_bytes(v))

X = rng.normal(size=(2048, 32)).astype(np.float32)
W = rng.normal(size=(32, 10)).astype(np.float32)
Y = (X @ W).argmax(-1)

model = Classifier()
variables = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))
print("initialised params:", jax.tree_util.tree_map(lambda a: a.shape, variables["params"]))
with open(CKPT, "rb") as f:
    variables = serialization.from_bytes(variables, f.read())
print("loaded pretrained weights from", CKPT)

state = train_state.TrainState.create(apply_fn=model.apply, params=variables["params"], tx=optax.adamw(3e-4))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

for epoch in range(3):
    perm = rng.permutation(len(X))
    for i in range(0, len(X), 64):
        idx = perm[i:i + 64]
        state, loss = train_step(state, X[idx], Y[idx])
    print(f"epoch {epoch} loss {float(loss):.4f}")
