# Image classifier training with a multiprocessing data loader (like torch DataLoader(num_workers=4)):
# worker processes do the augmentation and normalisation of each batch.
import multiprocessing as mp
import numpy as np
import jax, jax.numpy as jnp, optax
import flax.linen as nn
from flax.training import train_state

MEAN, STD = jnp.array([0.485, 0.456, 0.406]), jnp.array([0.229, 0.224, 0.225])

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(32, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(64, (3, 3))(x)); x = x.mean(axis=(1, 2))
        return nn.Dense(10)(x)

def load_batch(index):
    rng = np.random.default_rng(index)
    imgs = rng.random((32, 32, 32, 3)).astype(np.float32)
    labels = rng.integers(0, 10, 32)
    if rng.random() < 0.5:
        imgs = imgs[:, :, ::-1]                       # random horizontal flip
    imgs = (jnp.asarray(imgs) - MEAN) / STD            # normalise
    return np.asarray(imgs), labels

model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32, 32, 3)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.05, momentum=0.9))
print("devices:", jax.devices(), flush=True)

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

if __name__ == "__main__":
    num_workers = 4
    with mp.get_context("fork").Pool(num_workers) as pool:
        print(f"started DataLoader with {num_workers} workers", flush=True)
        for step, (x, y) in enumerate(pool.imap(load_batch, range(200))):
            state, loss = train_step(state, x, y)
            if step % 20 == 0:
                print(f"step {step} loss {float(loss):.4f}", flush=True)
    print("training done", flush=True)
