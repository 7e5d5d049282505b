# Flax NNX MNIST-style training with a Grain data loader (as in the Flax "MNIST tutorial" for NNX)
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx
import grain.python as grain

print("jax", jax.__version__)

class ArraySource(grain.RandomAccessDataSource):
    def __init__(self, n=1024):
        rng = np.random.default_rng(0)
        self.x = rng.normal(size=(n, 28, 28, 1)).astype(np.float32)
        self.y = rng.integers(0, 10, n)
    def __len__(self):
        return len(self.y)
    def __getitem__(self, i):
        return {"image": self.x[i], "label": self.y[i]}

loader = grain.DataLoader(
    data_source=ArraySource(),
    sampler=grain.IndexSampler(1024, shuffle=True, seed=0, num_epochs=3, shard_options=grain.NoSharding()),
    operations=[grain.Batch(64, drop_remainder=True)],
    worker_count=0,
)

class CNN(nnx.Module):
    def __init__(self, rngs):
        self.c = nnx.Conv(1, 32, (3, 3), rngs=rngs)
        self.l = nnx.Linear(32, 10, rngs=rngs)
    def __call__(self, x):
        return self.l(nnx.relu(self.c(x)).mean((1, 2)))

model = CNN(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)

@nnx.jit
def step(model, opt, batch):
    loss, g = nnx.value_and_grad(lambda m: optax.softmax_cross_entropy_with_integer_labels(
        m(batch["image"]), batch["label"]).mean())(model)
    opt.update(model, g)
    return loss

for i, batch in enumerate(loader):
    loss = step(model, opt, batch)
    if i % 10 == 0:
        print(f"step {i} loss {float(loss):.4f}")
