"""Flax CNN on synthetic 'digits'; ported from a PyTorch training loop that tracks
a running loss with loss.item() inside the step function."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

class SmallCNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(10)(x)

class Meter:
    def __init__(self):
        self.total, self.count = 0.0, 0
    def update(self, v, n=1):
        self.total += v * n; self.count += n
    @property
    def avg(self):
        return self.total / max(self.count, 1)

meter = Meter()

@jax.jit
def train_step(state, images, labels):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    meter.update(loss.item(), images.shape[0])
    return state.apply_gradients(grads=grads), loss

def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(512, 16, 16, 1)).astype(np.float32)
    labels = rng.integers(0, 10, 512).astype(np.int32)
    model = SmallCNN()
    params = model.init(jax.random.PRNGKey(0), images[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.05, momentum=0.9))
    print("Start training: 512 samples, batch 32")
    for epoch in range(3):
        for i in range(0, 512, 32):
            state, loss = train_step(state, images[i:i + 32], labels[i:i + 32])
        print(f"epoch {epoch} avg loss {meter.avg:.4f}")

if __name__ == "__main__":
    main()
