"""Image classifier ported from a PyTorch training loop (optimizer.step() style), Keras-like progress output."""
import sys, time
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(16, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(5)(nn.relu(nn.Dense(64)(x)))

def make(rng, n):
    y = rng.integers(0, 5, n)
    x = rng.normal(0, 1, (n, 12, 12, 1)).astype(np.float32)
    for c in range(5):
        x[y == c, 2 * c:2 * c + 3, :, 0] += 2.0
    return x, y.astype(np.int32)

model = Net()
tx = optax.sgd(0.05, momentum=0.9)

def loss_fn(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits

@jax.jit
def train_step(params, opt_state, x, y):
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)      # optimizer.step()
    return loss, (logits.argmax(-1) == y).mean()

def progbar(i, n, t0, loss, acc, width=30):
    done = int(width * i / n)
    bar = "=" * (done - 1) + (">" if i < n else "=") + "." * (width - done)
    return f"{i}/{n} [{bar}] - {time.time()-t0:.0f}s - loss: {loss:.4f} - accuracy: {acc:.4f}"

def main():
    rng = np.random.default_rng(0)
    xtr, ytr = make(rng, 3200); xva, yva = make(rng, 640)
    params = model.init(jax.random.PRNGKey(0), xtr[:1])["params"]
    opt_state = tx.init(params)
    bs, epochs = 32, 5
    n = len(xtr) // bs
    for ep in range(1, epochs + 1):
        print(f"Epoch {ep}/{epochs}")
        t0 = time.time(); tl, ta = 0.0, 0.0
        for i in range(n):
            loss, acc = train_step(params, opt_state, xtr[i*bs:(i+1)*bs], ytr[i*bs:(i+1)*bs])
            tl += float(loss); ta += float(acc)
            if (i + 1) % 25 == 0 and i + 1 < n:
                print(progbar(i + 1, n, t0, tl / (i + 1), ta / (i + 1)))
        vl, vlogits = loss_fn(params, xva, yva)
        va = float((vlogits.argmax(-1) == yva).mean())
        print(progbar(n, n, t0, tl / n, ta / n) + f" - val_loss: {float(vl):.4f} - val_accuracy: {va:.4f}")
        sys.stdout.flush()

if __name__ == "__main__":
    main()
