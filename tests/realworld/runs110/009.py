"""Small MLP-Mixer-ish image classifier; torch AdamW(lr=1e-3, weight_decay=0.05) translated to an optax chain."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

CFG = dict(lr=1e-3, weight_decay=0.05, batch_size=64, epochs=8, patch=4, dim=64)


class MixerBlock(nn.Module):
    tokens: int
    dim: int

    @nn.compact
    def __call__(self, x):
        y = nn.LayerNorm()(x).swapaxes(1, 2)
        y = nn.Dense(self.tokens)(nn.gelu(nn.Dense(2 * self.tokens)(y))).swapaxes(1, 2)
        x = x + y
        y = nn.LayerNorm()(x)
        return x + nn.Dense(self.dim)(nn.gelu(nn.Dense(2 * self.dim)(y)))


class Mixer(nn.Module):
    @nn.compact
    def __call__(self, img):
        x = nn.Conv(CFG["dim"], (CFG["patch"],) * 2, strides=(CFG["patch"],) * 2)(img)
        x = x.reshape(x.shape[0], -1, CFG["dim"])
        for _ in range(2):
            x = MixerBlock(x.shape[1], CFG["dim"])(x)
        return nn.Dense(10)(nn.LayerNorm()(x).mean(1))


def make_optimizer():
    # torch.optim.AdamW(params, lr, weight_decay)
    return optax.chain(
        optax.adam(CFG["lr"]),
        optax.add_decayed_weights(CFG["weight_decay"]),
    )


rng = np.random.default_rng(0)
protos = rng.normal(size=(10, 16, 16, 3)).astype(np.float32)
y_all = rng.integers(0, 10, 5120)
x_all = (protos[y_all] + rng.normal(scale=1.5, size=(5120, 16, 16, 3))).astype(np.float32)
x_tr, y_tr, x_va, y_va = x_all[:4096], y_all[:4096], x_all[4096:], y_all[4096:]

model = Mixer()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(jax.random.PRNGKey(0), x_tr[:1])["params"],
                                      tx=make_optimizer())


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


bs = CFG["batch_size"]
steps = len(x_tr) // bs
for epoch in range(CFG["epochs"]):
    t0 = time.time()
    perm = rng.permutation(len(x_tr))
    ls, accs = [], []
    for i in range(steps):
        idx = perm[i * bs:(i + 1) * bs]
        state, l, a = train_step(state, x_tr[idx], y_tr[idx])
        ls.append(float(l)); accs.append(float(a))
    vl, va = evaluate(state.params, x_va, y_va)
    dt = time.time() - t0
    print(f"Epoch {epoch + 1}/{CFG['epochs']}")
    print(f"{steps}/{steps} [==============================] - {dt:.0f}s {1000 * dt / steps:.0f}ms/step - loss: {np.mean(ls):.4f}"
          f" - accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
