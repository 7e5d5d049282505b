"""Port of a PyTorch digit classifier (Conv-free MLP) to Flax NNX.
The original used nn.Softmax + torch.log in the model head; kept the same here."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

NUM_CLASSES = 10
rng = np.random.default_rng(0)
# synthetic 'images': raw 0..255 pixel values, class-dependent mean pattern
protos = rng.integers(0, 256, size=(NUM_CLASSES, 28 * 28)).astype(np.float32)
labels = rng.integers(0, NUM_CLASSES, size=6000)
images = np.clip(protos[labels] + rng.normal(0, 40, size=(6000, 28 * 28)), 0, 255).astype(np.float32)


class Net(nnx.Module):
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(784, 256, rngs=rngs)
        self.fc2 = nnx.Linear(256, 128, rngs=rngs)
        self.fc3 = nnx.Linear(128, NUM_CLASSES, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.fc1(x))
        x = nnx.relu(self.fc2(x))
        return jax.nn.softmax(self.fc3(x), axis=-1)


def cross_entropy(probs, y):
    onehot = jax.nn.one_hot(y, NUM_CLASSES)
    return -jnp.sum(onehot * jnp.log(probs), axis=-1).mean()


def loss_fn(model, x, y):
    probs = model(x)
    return cross_entropy(probs, y), probs


@nnx.jit
def train_step(model, opt, x, y):
    (loss, probs), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, x, y)
    opt.update(model, grads)
    acc = (probs.argmax(-1) == y).mean()
    return loss, acc


model = Net(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.sgd(0.01, momentum=0.9), wrt=nnx.Param)
BATCH = 100
step = 0
for epoch in range(3):
    perm = rng.permutation(len(images))
    for i in range(0, len(images), BATCH):
        idx = perm[i:i + BATCH]
        loss, acc = train_step(model, opt, jnp.asarray(images[idx]), jnp.asarray(labels[idx]))
        step += 1
        if step == 1 or step % 10 == 0:
            print(f"Train Epoch: {epoch} [{i + BATCH}/{len(images)} ({100. * (i + BATCH) / len(images):.0f}%)]\tLoss: {float(loss):.6f}\tAcc: {float(acc):.3f}")
