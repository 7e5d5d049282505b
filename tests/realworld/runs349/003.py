# Flax/Optax port of a small PyTorch classifier: train, checkpoint with Orbax, resume, evaluate.
import os
import shutil
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state


class Net(nn.Module):
    hidden: int = 64
    classes: int = 3

    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.classes)(x)


def make_data(key, n):
    kx, _ = jax.random.split(key)
    x = jax.random.normal(kx, (n, 8))
    w = jnp.array([[1.5, -1.0, 0.5], [-0.5, 1.0, 1.0], [1.0, 1.0, -1.5], [0.0, -1.0, 0.5],
                   [0.3, 0.2, -0.1], [0.0, 0.0, 0.4], [-0.2, 0.3, 0.0], [0.1, -0.4, 0.2]])
    y = jnp.argmax(x @ w, axis=1).astype(jnp.int32)
    return x, y


class TrainState(train_state.TrainState):
    dropout_key: jax.Array


@jax.jit
def train_step(state, xb, yb):
    dkey = jax.random.fold_in(state.dropout_key, state.step)

    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb, train=True, rngs={"dropout": dkey})
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def evaluate(state, x, y):
    logits = state.apply_fn({"params": state.params}, x, train=False)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, (logits.argmax(-1) == y).mean()


def run_epochs(state, x, y, key, epochs, start_epoch, bs=64):
    n = x.shape[0]
    for epoch in range(start_epoch, start_epoch + epochs):
        key, pkey = jax.random.split(key)
        perm = jax.random.permutation(pkey, n)
        xs, ys = x[perm], y[perm]
        t0 = time.time()
        losses = []
        for i in range(0, n - bs + 1, bs):
            state, loss = train_step(state, xs[i:i + bs], ys[i:i + bs])
            losses.append(loss)
        print(f"epoch {epoch} step {int(state.step)} train_loss {float(jnp.mean(jnp.stack(losses))):.4f} "
              f"time {time.time() - t0:.2f}s")
    return state, key


def main():
    root = jax.random.PRNGKey(42)
    k_data, k_val, k_init, k_drop, k_shuf = jax.random.split(root, 5)
    x, y = make_data(k_data, 2048)
    xv, yv = make_data(k_val, 512)
    model = Net()
    params = model.init(k_init, x[:1])["params"]
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, 30, 32 * 8)
    state = TrainState.create(apply_fn=model.apply, params=params,
                              tx=optax.adamw(sched, weight_decay=1e-4), dropout_key=k_drop)

    state, k_shuf = run_epochs(state, x, y, k_shuf, epochs=4, start_epoch=0)
    vl, va = evaluate(state, xv, yv)
    print(f"val_loss {float(vl):.4f} val_acc {float(va):.4f}")

    ckpt_dir = os.path.abspath("ckpt_003")
    shutil.rmtree(ckpt_dir, ignore_errors=True)
    ckptr = ocp.StandardCheckpointer()
    ckptr.save(os.path.join(ckpt_dir, "epoch_4"), state)
    ckptr.wait_until_finished()
    print(f"saved checkpoint {ckpt_dir}/epoch_4 at step {int(state.step)}")

    fresh = TrainState.create(apply_fn=model.apply, params=model.init(k_init, x[:1])["params"],
                              tx=optax.adamw(sched, weight_decay=1e-4), dropout_key=k_drop)
    state = ckptr.restore(os.path.join(ckpt_dir, "epoch_4"), fresh)
    vl, va = evaluate(state, xv, yv)
    print(f"restored step {int(state.step)} val_loss {float(vl):.4f} val_acc {float(va):.4f}")

    state, k_shuf = run_epochs(state, x, y, k_shuf, epochs=4, start_epoch=4)
    vl, va = evaluate(state, xv, yv)
    print(f"final val_loss {float(vl):.4f} val_acc {float(va):.4f}")
    shutil.rmtree(ckpt_dir, ignore_errors=True)


if __name__ == "__main__":
    main()
