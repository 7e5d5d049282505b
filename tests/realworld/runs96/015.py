"""Linear-probe / partial fine-tuning: freeze the pretrained encoder, train the new head with AdamW
and a lower-LR 'adapter' group. Parameter groups built with optax.multi_transform
(the PyTorch version used optimizer param_groups)."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax import traverse_util
from flax.training import train_state


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64, name="layer1")(x))
        return nn.relu(nn.Dense(64, name="layer2")(x))


class Model(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = Encoder(name="encoder")(x)
        h = h + nn.Dense(64, name="adapter")(h)
        return nn.Dense(4, name="classifier")(h)


GROUPS = {
    "encoder": "frozen",
    "adapter": "adapter",
    "classifier": "head",
}


def param_labels(params):
    flat = traverse_util.flatten_dict(params)
    return traverse_util.unflatten_dict({k: GROUPS[k[0]] for k in flat})


model = Model()
rng = np.random.default_rng(0)
X = rng.normal(size=(512, 20)).astype(np.float32)
y = rng.integers(0, 4, 512)
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]

tx = optax.multi_transform(
    {"head": optax.adamw(1e-3, weight_decay=0.01),
     "adapter": optax.adamw(1e-4, weight_decay=0.0),
     "freeze": optax.set_to_zero()},
    param_labels,
)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
print("trainable groups:", sorted(set(GROUPS.values())))


@jax.jit
def step(state, xb, yb):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, xb), yb).mean()
    l, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), l


for epoch in range(3):
    for i in range(0, 512, 64):
        state, loss = step(state, X[i:i + 64], y[i:i + 64])
    print(f"epoch {epoch} loss {float(loss):.4f}")
