"""Small CNN on synthetic 'CIFAR-like' data, ported from a PyTorch script that used nn.CrossEntropyLoss."""
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class ConvNet(nn.Module):
    num_classes: int = 10

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(self.num_classes)(x)


def batches(x, y, bs, rng):
    idx = rng.permutation(len(x))
    for i in range(0, len(x) - bs + 1, bs):
        j = idx[i:i + bs]
        yield x[j], y[j]


def main():
    rng = np.random.default_rng(0)
    x_train = rng.random((1024, 16, 16, 3), dtype=np.float32)
    y_train = rng.integers(0, 10, size=(1024,))
    model = ConvNet()
    params = model.init(jax.random.PRNGKey(42), x_train[:1])["params"]
    tx = optax.sgd(0.05, momentum=0.9)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    def criterion(logits, labels):
        # torch: nn.CrossEntropyLoss()(logits, labels)
        return optax.softmax_cross_entropy(logits, labels).mean()

    @jax.jit
    def train_step(state, images, labels):
        def loss_fn(params):
            logits = state.apply_fn({"params": params}, images)
            return criterion(logits, labels), logits
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        acc = (logits.argmax(-1) == labels).mean()
        return state.apply_gradients(grads=grads), loss, acc

    print(f"Devices: {jax.devices()}")
    for epoch in range(1, 4):
        t0 = time.time()
        for step, (xb, yb) in enumerate(batches(x_train, y_train, 32, rng)):
            state, loss, acc = train_step(state, xb, yb)
            if step % 10 == 0:
                print(f"Epoch {epoch} [{step * 32}/{len(x_train)}]\tLoss: {float(loss):.4f}\tAcc: {float(acc):.3f}")
        print(f"Epoch {epoch} done in {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
