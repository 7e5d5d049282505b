# Flax/Optax port of a PyTorch MNIST-style MLP; the DataLoader(shuffle=True) is replaced by jax.random shuffling.
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

N_TRAIN, N_VAL, FEAT, CLASSES, BS, EPOCHS = 4096, 1024, 32, 10, 128, 6


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(CLASSES)(x)


def synthetic(key, n):
    kc, ky, kn = jax.random.split(key, 3)
    centers = jax.random.normal(jax.random.PRNGKey(123), (CLASSES, FEAT)) * 1.5
    y = jax.random.randint(ky, (n,), 0, CLASSES)
    x = centers[y] + jax.random.normal(kn, (n, FEAT))
    return x, y


def shuffle(key, *arrays):
    keys = jax.random.split(key, len(arrays))
    return [jax.random.permutation(k, a, axis=0) for k, a in zip(keys, arrays)]


@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=grads), loss, (logits.argmax(-1) == yb).mean()


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


def main():
    key = jax.random.PRNGKey(0)
    key, kd, kv, ki = jax.random.split(key, 4)
    x, y = synthetic(kd, N_TRAIN)
    xv, yv = synthetic(kv, N_VAL)
    model = MLP()
    state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(ki, x[:1])["params"],
                                          tx=optax.adam(1e-3))
    print(f"train {N_TRAIN} val {N_VAL} batch {BS} steps/epoch {N_TRAIN // BS}")
    for epoch in range(EPOCHS):
        t0 = time.time()
        key, sk = jax.random.split(key)
        xs, ys = shuffle(sk, x, y)
        ls, accs = [], []
        for i in range(0, N_TRAIN, BS):
            state, loss, acc = train_step(state, xs[i:i + BS], ys[i:i + BS])
            ls.append(loss); accs.append(acc)
        vl, va = eval_step(state, xv, yv)
        print(f"epoch {epoch} train_loss {float(jnp.mean(jnp.stack(ls))):.4f} train_acc {float(jnp.mean(jnp.stack(accs))):.4f} "
              f"val_loss {float(vl):.4f} val_acc {float(va):.4f} time {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
