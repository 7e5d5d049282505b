"""Image classifier with a background prefetching loader (replacement for torch DataLoader workers).

A producer thread decodes/augments images, stacks them into batches and puts them on a bounded
queue; the training loop pulls from the queue.
"""
import queue
import threading
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

BATCH, EPOCHS, PREFETCH = 32, 3, 2


def load_samples(n=1200, seed=0):
    """Mixed sources: most images are RGB 32x32, the scraped extra set has a few grayscale ones."""
    rng = np.random.RandomState(seed)
    samples = []
    for i in range(n):
        label = rng.randint(10)
        if i == 1000:                                   # one grayscale scan in the extra set
            img = rng.randint(0, 255, (32, 32), dtype=np.uint8)
        else:
            img = rng.randint(0, 255, (32, 32, 3), dtype=np.uint8)
            img[..., label % 3] = np.clip(img[..., label % 3].astype(int) + 25 * label, 0, 255)
        samples.append((img, label))
    return samples


def augment(img, rng):
    if rng.rand() < 0.5:
        img = img[:, ::-1]
    return img.astype(np.float32) / 255.0


def producer(samples, q, seed):
    rng = np.random.RandomState(seed)
    for epoch in range(EPOCHS):
        order = rng.permutation(len(samples)) if epoch else np.arange(len(samples))
        for s in range(0, len(order) - BATCH + 1, BATCH):
            idx = order[s:s + BATCH]
            x = np.stack([augment(samples[i][0], rng) for i in idx])
            y = np.array([samples[i][1] for i in idx], np.int32)
            q.put((x, y))
    q.put(None)


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(64, (3, 3))(x))
        x = x.mean((1, 2))
        return nn.Dense(10)(x)


def main():
    samples = load_samples()
    print(f"{len(samples)} samples, steps/epoch {len(samples) // BATCH}", flush=True)
    q = queue.Queue(maxsize=PREFETCH)
    threading.Thread(target=producer, args=(samples, q, 0), name="prefetch", daemon=True).start()

    model = CNN()
    state = train_state.TrainState.create(
        apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), jnp.ones((1, 32, 32, 3))),
        tx=optax.adam(1e-3))

    @jax.jit
    def train_step(state, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn(p, x), y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    step, t0 = 0, time.time()
    while True:
        item = q.get()
        if item is None:
            break
        state, loss = train_step(state, *item)
        step += 1
        if step % 5 == 0:
            print(f"step {step:4d} | loss {float(loss):.4f} | {(time.time()-t0)/step*1000:.1f} ms/step", flush=True)
    print("training done", flush=True)


if __name__ == "__main__":
    main()
