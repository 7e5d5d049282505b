"""Image-augmentation data loader with a worker pool (like torch DataLoader(num_workers=4)),
feeding a Flax CNN. Augmentations are written with jax.numpy so they match the model code."""
import multiprocessing as mp
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

NUM_WORKERS = 4

def augment(args):
    img, seed = args
    key = jax.random.PRNGKey(seed)
    k1, k2 = jax.random.split(key)
    img = jnp.asarray(img)
    img = jnp.where(jax.random.bernoulli(k1), img[:, ::-1], img)           # random h-flip
    img = img + 0.05 * jax.random.normal(k2, img.shape)                      # noise
    return np.asarray(img)

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x)).mean(axis=(1, 2))
        return nn.Dense(4)(x)

def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(512, 16, 16, 1)).astype(np.float32)
    labels = rng.integers(0, 4, 512).astype(np.int32)
    model = CNN()
    state = train_state.TrainState.create(apply_fn=model.apply,
                                          params=model.init(jax.random.PRNGKey(0), images[:1])["params"],
                                          tx=optax.adam(1e-3))
    print(f"jax devices: {jax.devices()}; starting {NUM_WORKERS} loader workers", flush=True)

    @jax.jit
    def train_step(state, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    with mp.Pool(NUM_WORKERS) as pool:
        for epoch in range(3):
            t0 = time.time()
            print(f"epoch {epoch}: augmenting batch ...", flush=True)
            aug = pool.map(augment, [(images[i], epoch * 1000 + i) for i in range(len(images))])
            x = np.stack(aug)
            for i in range(0, 512, 64):
                state, loss = train_step(state, x[i:i + 64], labels[i:i + 64])
            print(f"epoch {epoch} loss {float(loss):.4f} ({time.time() - t0:.1f}s)", flush=True)

if __name__ == "__main__":
    main()
