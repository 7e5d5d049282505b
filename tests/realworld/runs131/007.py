"""CIFAR-style small CNN, ported from a PyTorch script that used nn.CrossEntropyLoss()(logits, labels)."""
import time
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape(x.shape[0], -1)
        return nn.Dense(10)(nn.relu(nn.Dense(64)(x)))

rng = np.random.default_rng(0)
images = rng.normal(size=(512, 16, 16, 3)).astype(np.float32)
labels = rng.integers(0, 10, 512).astype(np.int32)
print(f"train set: images {images.shape} labels {labels.shape} {labels.dtype}")

model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(jax.random.key(0), images[:1])["params"],
                                      tx=optax.sgd(0.01, momentum=0.9))

def criterion(logits, target):   # torch: nn.CrossEntropyLoss()
    return optax.softmax_cross_entropy(logits, target).mean()

@jax.jit
def train_step(state, xb, yb):
    def lf(p):
        return criterion(state.apply_fn({"params": p}, xb), yb)
    loss, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), loss

for epoch in range(2):
    t0 = time.time()
    for i in range(0, 512, 32):
        state, loss = train_step(state, images[i:i + 32], labels[i:i + 32])
        if (i // 32) % 5 == 0:
            print(f"Train Epoch: {epoch} [{i}/512]\tLoss: {float(loss):.6f}")
