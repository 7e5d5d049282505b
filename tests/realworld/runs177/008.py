"""Linear-probe fine-tuning: frozen 'pretrained' feature extractor + new classifier, Flax linen + optax.multi_transform.
Ported from a PyTorch script that did `for p in backbone.parameters(): p.requires_grad = False`."""
import sys, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class Backbone(nn.Module):
    @nn.compact
    def __call__(self, x):
        for w in (128, 128):
            x = nn.relu(nn.Dense(w)(x))
        return x

class Net(nn.Module):
    n_classes: int = 5
    def setup(self):
        self.backbone = Backbone()
        self.classifier = nn.Dense(self.n_classes)
    def __call__(self, x):
        return self.classifier(self.backbone(x))

def param_labels(params):
    # torch: only model.head.parameters() go to the optimizer
    return {k: ("trainable" if k.startswith("head") else "frozen") for k in params}

rng = np.random.default_rng(0)
centers = rng.normal(size=(5, 32)) * 2
y_tr = rng.integers(0, 5, 2000).astype(np.int32); x_tr = (centers[y_tr] + rng.normal(size=(2000, 32))).astype(np.float32)
y_va = rng.integers(0, 5, 500).astype(np.int32); x_va = (centers[y_va] + rng.normal(size=(500, 32))).astype(np.float32)

model = Net()
params = model.init(jax.random.key(0), x_tr[:1])["params"]
tx = optax.multi_transform({"trainable": optax.adam(1e-3), "frozen": optax.set_to_zero()}, param_labels(params))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
print(f"Total params: {sum(p.size for p in jax.tree.leaves(params)):,}")

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def evaluate(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

BS, EPOCHS = 64, 5
steps = len(x_tr) // BS
for epoch in range(EPOCHS):
    print(f"Epoch {epoch + 1}/{EPOCHS}")
    t0 = time.time(); perm = rng.permutation(len(x_tr)); L, A = [], []
    for s in range(steps):
        b = perm[s * BS:(s + 1) * BS]
        state, l, a = train_step(state, x_tr[b], y_tr[b])
        L.append(float(l)); A.append(float(a))
    vl, va = evaluate(state.params, x_va, y_va)
    el = time.time() - t0
    sys.stdout.write(f"{steps}/{steps} [{'=' * 30}] - {el:.0f}s {1000 * el / steps:.0f}ms/step - loss: {np.mean(L):.4f}"
                     f" - accuracy: {np.mean(A):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}\n")
