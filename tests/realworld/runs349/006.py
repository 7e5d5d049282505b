# CNN classifier ported from a PyTorch training loop to Flax + Optax.
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class SmallCNN(nn.Module):
    classes: int = 4

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(self.classes)(x)


def make_images(rng, n):
    # 4 classes: bright quadrant position in a 12x12 single-channel image (NHWC)
    y = rng.integers(0, 4, n)
    x = rng.normal(0, 0.3, (n, 12, 12, 1)).astype(np.float32)
    for i, c in enumerate(y):
        r, col = divmod(int(c), 2)
        x[i, r * 6:(r + 1) * 6, col * 6:(col + 1) * 6, 0] += 1.0
    return x, y.astype(np.int32)


@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits

    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state.apply_gradients(grads=grads)  # optimizer.step()
    acc = (logits.argmax(-1) == yb).mean()
    return state, loss, acc


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params}, x)
    return (logits.argmax(-1) == y).mean()


def main():
    rng = np.random.default_rng(0)
    x, y = make_images(rng, 2048)
    xv, yv = make_images(rng, 512)
    model = SmallCNN()
    params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.05, momentum=0.9))
    bs = 64
    for epoch in range(6):
        t0 = time.time()
        perm = rng.permutation(len(x))
        losses, accs = [], []
        for i in range(0, len(x), bs):
            idx = perm[i:i + bs]
            state, loss, acc = train_step(state, x[idx], y[idx])
            losses.append(float(loss)); accs.append(float(acc))
            if epoch == 0 and i // bs % 8 == 0:
                print(f"  step {i // bs:3d} loss {float(loss):.4f}")
        va = eval_step(state, xv, yv)
        print(f"epoch {epoch} train_loss {np.mean(losses):.4f} train_acc {np.mean(accs):.3f} "
              f"val_acc {float(va):.3f} time {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
