"""Tiny U-Net for binary segmentation of synthetic blobs, ported from a PyTorch notebook.

torch decoder: nn.ConvTranspose2d(in_ch, out_ch, kernel_size=4, stride=2, padding=1)  -> doubles H, W
"""
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

CFG = dict(img=32, base=16, batch=16, epochs=3, lr=1e-3, seed=0)


def make_blobs(n, size, rng):
    yy, xx = np.mgrid[:size, :size]
    imgs = np.zeros((n, size, size, 1), np.float32)
    masks = np.zeros((n, size, size, 1), np.float32)
    for i in range(n):
        cx, cy = rng.integers(6, size - 6, 2)
        r = rng.integers(3, 7)
        m = ((xx - cx) ** 2 + (yy - cy) ** 2) < r * r
        masks[i, ..., 0] = m
        imgs[i, ..., 0] = m * 1.0 + rng.normal(0, 0.3, (size, size))
    return imgs, masks


class DoubleConv(nn.Module):
    ch: int

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(self.ch, (3, 3), padding=1)(x))
        x = nn.relu(nn.Conv(self.ch, (3, 3), padding=1)(x))
        return x


class Up(nn.Module):
    ch: int

    @nn.compact
    def __call__(self, x, skip):
        # same hyper-parameters as the torch ConvTranspose2d(k=4, s=2, p=1)
        x = nn.ConvTranspose(self.ch, (4, 4), strides=(2, 2), padding=1)(x)
        x = jnp.concatenate([x, skip], axis=-1)
        return DoubleConv(self.ch)(x)


class UNet(nn.Module):
    base: int = 16

    @nn.compact
    def __call__(self, x):
        d1 = DoubleConv(self.base)(x)                                   # 32x32
        d2 = DoubleConv(self.base * 2)(nn.max_pool(d1, (2, 2), (2, 2)))  # 16x16
        b = DoubleConv(self.base * 4)(nn.max_pool(d2, (2, 2), (2, 2)))   # 8x8
        u2 = Up(self.base * 2)(b, d2)
        u1 = Up(self.base)(u2, d1)
        return nn.Conv(1, (1, 1))(u1)


def main():
    print(f"jax {jax.__version__} devices={jax.devices()}")
    print("config:", CFG)
    rng = np.random.default_rng(CFG["seed"])
    x_tr, y_tr = make_blobs(256, CFG["img"], rng)
    model = UNet(CFG["base"])
    params = model.init(jax.random.key(CFG["seed"]), jnp.zeros((1, CFG["img"], CFG["img"], 1)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(CFG["lr"]))
    print("params:", sum(p.size for p in jax.tree.leaves(params)))

    @jax.jit
    def train_step(state, x, y):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x)
            return optax.sigmoid_binary_cross_entropy(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    steps = len(x_tr) // CFG["batch"]
    for epoch in range(CFG["epochs"]):
        t0 = time.time()
        perm = rng.permutation(len(x_tr))
        losses = []
        for i in range(steps):
            idx = perm[i * CFG["batch"]:(i + 1) * CFG["batch"]]
            state, loss = train_step(state, x_tr[idx], y_tr[idx])
            losses.append(float(loss))
        print(f"epoch {epoch + 1}/{CFG['epochs']} - loss {np.mean(losses):.4f} - {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
