# Flax port of a PyTorch CIFAR-style training script (small ConvNet with BatchNorm + Dropout).
# torch DataLoader(shuffle=True) replaced by an epoch-wise shuffle with jax.random.
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

NUM_CLASSES, BATCH, EPOCHS = 10, 128, 5

class ConvNet(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        for feats in (16, 32):
            x = nn.Conv(feats, (3, 3), use_bias=False)(x)
            x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
            x = nn.max_pool(nn.relu(x), (2, 2), (2, 2))
        x = x.mean(axis=(1, 2))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(NUM_CLASSES)(x)

class TrainState(train_state.TrainState):
    batch_stats: dict

def make_images(n, seed):
    rng = np.random.default_rng(seed)
    templates = np.random.default_rng(99).normal(size=(NUM_CLASSES, 16, 16, 3)).astype(np.float32)
    y = rng.integers(0, NUM_CLASSES, n).astype(np.int32)
    X = templates[y] + 1.0 * rng.normal(size=(n, 16, 16, 3)).astype(np.float32)
    return jnp.asarray(X), jnp.asarray(y)

def shuffle_dataset(rng, X, y):
    rng, k = jax.random.split(rng)
    X = jax.random.permutation(k, X)
    rng, k = jax.random.split(rng)
    y = jax.random.permutation(k, y)
    return rng, X, y

def main():
    Xtr, ytr = make_images(8000, 0)
    Xte, yte = make_images(2000, 1)
    print(f"train {Xtr.shape} test {Xte.shape}")
    rng = jax.random.PRNGKey(0)
    rng, init_key = jax.random.split(rng)
    model = ConvNet()
    variables = model.init(init_key, Xtr[:2], train=False)
    steps_per_epoch = len(Xtr) // BATCH
    sched = optax.warmup_cosine_decay_schedule(0.0, 1e-2, steps_per_epoch, EPOCHS * steps_per_epoch)
    state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                              batch_stats=variables["batch_stats"], tx=optax.adamw(sched, weight_decay=5e-4))

    @jax.jit
    def train_step(state, x, y, key):
        def loss_fn(p):
            logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x, train=True,
                                         rngs={"dropout": key}, mutable=["batch_stats"])
            loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
            return loss, (logits, upd)
        (loss, (logits, upd)), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        state = state.apply_gradients(grads=g).replace(batch_stats=upd["batch_stats"])
        return state, loss, (logits.argmax(-1) == y).mean()

    @jax.jit
    def eval_step(state, x, y):
        logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
        return (logits.argmax(-1) == y).sum()

    for epoch in range(EPOCHS):
        t0 = time.time()
        rng, X, y = shuffle_dataset(rng, Xtr, ytr)
        losses, accs = [], []
        for i in range(steps_per_epoch):
            rng, dk = jax.random.split(rng)
            sl = slice(i * BATCH, (i + 1) * BATCH)
            state, loss, acc = train_step(state, X[sl], y[sl], dk)
            losses.append(loss); accs.append(acc)
        correct = sum(int(eval_step(state, Xte[i:i+500], yte[i:i+500])) for i in range(0, len(Xte), 500))
        print(f"epoch {epoch+1}/{EPOCHS} train_loss {float(jnp.mean(jnp.array(losses))):.4f} "
              f"train_acc {float(jnp.mean(jnp.array(accs))):.4f} val_acc {correct/len(Xte):.4f} "
              f"lr {float(sched(state.step)):.2e} ({time.time()-t0:.1f}s)")

if __name__ == "__main__":
    main()
