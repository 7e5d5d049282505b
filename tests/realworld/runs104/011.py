"""Linear-probe training script from an older Flax tutorial (flax.optim era), run on the current stack."""
import numpy as np
import jax, jax.numpy as jnp
import flax
import flax.linen as nn
from flax import optim

print("jax", jax.__version__, "flax", flax.__version__)

class LinearProbe(nn.Module):
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.num_classes)(x)

def cross_entropy(logits, labels):
    return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, 10) * nn.log_softmax(logits), axis=-1))

r = np.random.default_rng(0)
feats = r.normal(size=(5000, 128)).astype(np.float32)
labels = r.integers(0, 10, 5000).astype(np.int32)

model = LinearProbe()
params = model.init(jax.random.PRNGKey(0), feats[:1])["params"]
optimizer = optim.Momentum(learning_rate=0.1, beta=0.9).create(params)

@jax.jit
def train_step(optimizer, x, y):
    def loss_fn(p):
        return cross_entropy(model.apply({"params": p}, x), y)
    loss, grad = jax.value_and_grad(loss_fn)(optimizer.target)
    return optimizer.apply_gradient(grad), loss

for epoch in range(3):
    for i in range(0, 5000, 250):
        optimizer, loss = train_step(optimizer, feats[i:i+250], labels[i:i+250])
    print(f"epoch {epoch} loss {float(loss):.4f}")
