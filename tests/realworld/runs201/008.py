"""Digit-like classifier (flax.nnx MLP), Keras-style fit loop with in-place numpy shuffling each epoch."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

class MLP(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(64, 128, rngs=rngs); self.l2 = nnx.Linear(128, 10, rngs=rngs)
    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))

@nnx.jit
def train_step(model, opt, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    opt.update(model, g)
    return loss, (logits.argmax(-1) == y).mean()

@nnx.jit
def evaluate(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

def main():
    rng = np.random.default_rng(0)
    protos = rng.normal(size=(10, 64)).astype(np.float32)
    y = rng.integers(0, 10, size=6000).astype(np.int32)
    x = protos[y] + 0.8 * rng.normal(size=(6000, 64)).astype(np.float32)
    x_train, y_train, x_val, y_val = x[:5000], y[:5000], x[5000:], y[5000:]
    model = MLP(nnx.Rngs(0)); opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    bs = 50; steps = len(x_train) // bs
    for epoch in range(1, 6):
        print(f"Epoch {epoch}/5")
        rng.shuffle(x_train)
        rng.shuffle(y_train)
        t0 = time.time(); ls, accs = [], []
        for s in range(steps):
            l, a = train_step(model, opt, x_train[s*bs:(s+1)*bs], y_train[s*bs:(s+1)*bs]); ls.append(float(l)); accs.append(float(a))
        vl, va = evaluate(model, x_val, y_val)
        dt = time.time() - t0
        print(f"{steps}/{steps} [==============================] - {dt:.0f}s {dt/steps*1000:.0f}ms/step - loss: {np.mean(ls):.4f} - accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")

if __name__ == "__main__":
    main()
