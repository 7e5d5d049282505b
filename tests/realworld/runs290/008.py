# CIFAR-style image classification (synthetic 32x32x3 data) with a small ResNet-ish CNN in Flax linen,
# BatchNorm handled via TrainState + batch_stats, as in the Flax ImageNet example.
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state

NUM_CLASSES = 10


class SyntheticCIFAR:
    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        self.labels = rng.integers(0, NUM_CLASSES, size=n).astype(np.int32)
        templates = np.random.default_rng(123).normal(size=(NUM_CLASSES, 32, 32, 3))
        self.images = (templates[self.labels] + 1.5 * rng.normal(size=(n, 32, 32, 3))).astype(np.float32)


class DataLoader:
    def __init__(self, ds, batch_size, shuffle, seed=0):
        self.images, self.labels = ds.images.copy(), ds.labels.copy()
        self.bs, self.shuffle = batch_size, shuffle
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        if self.shuffle:
            self.rng.shuffle(self.images)
            self.rng.shuffle(self.labels)
        for i in range(0, len(self.labels) - self.bs + 1, self.bs):
            yield self.images[i:i + self.bs], self.labels[i:i + self.bs]


class Block(nn.Module):
    ch: int

    @nn.compact
    def __call__(self, x, train):
        r = x
        x = nn.Conv(self.ch, (3, 3), use_bias=False)(x)
        x = nn.BatchNorm(use_running_average=not train)(x)
        x = nn.relu(x)
        x = nn.Conv(self.ch, (3, 3), use_bias=False)(x)
        x = nn.BatchNorm(use_running_average=not train)(x)
        if r.shape[-1] != self.ch:
            r = nn.Conv(self.ch, (1, 1))(r)
        return nn.relu(x + r)


class SmallResNet(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = Block(16)(x, train)
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = Block(32)(x, train)
        x = x.mean(axis=(1, 2))
        return nn.Dense(NUM_CLASSES)(x)


class TrainState(train_state.TrainState):
    batch_stats: dict


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x, train=True,
                                     mutable=["batch_stats"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits, upd)
    (loss, (logits, upd)), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads, batch_stats=upd["batch_stats"])
    return state, loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return (logits.argmax(-1) == y).mean()


def main():
    train_ds, test_ds = SyntheticCIFAR(4096, seed=0), SyntheticCIFAR(1024, seed=1)
    train_loader = DataLoader(train_ds, 128, shuffle=True)
    test_loader = DataLoader(test_ds, 256, shuffle=False)
    model = SmallResNet()
    variables = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32, 32, 3)), train=False)
    steps = 6 * (4096 // 128)
    tx = optax.sgd(optax.cosine_decay_schedule(0.05, steps), momentum=0.9, nesterov=True)
    state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                              batch_stats=variables["batch_stats"], tx=tx)
    for epoch in range(6):
        losses, accs = [], []
        for x, y in train_loader:
            state, loss, acc = train_step(state, x, y)
            losses.append(float(loss)); accs.append(float(acc))
        test_acc = np.mean([float(eval_step(state, x, y)) for x, y in test_loader])
        print(f"Epoch {epoch + 1}: train_loss={np.mean(losses):.4f} train_acc={np.mean(accs):.4f} "
              f"test_acc={test_acc:.4f}")


if __name__ == "__main__":
    main()
